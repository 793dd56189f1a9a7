import type { HindiCatalog } from "../hindi-catalog";

// The sign-in pages: login, registration, forgot and reset password, and the auth service's refusals.
export const hiAccount: HindiCatalog = {
  "Need help?": "मदद चाहिए?",
  "Customer Login": "ग्राहक लॉगिन",
  "Welcome back! Login to see your orders, wishlist and account.": "फिर से स्वागत है! अपने ऑर्डर, विशलिस्ट और अकाउंट देखने के लिए लॉगिन करें।",
  Password: "पासवर्ड",
  "Forgot password?": "पासवर्ड भूल गए?",
  "Logging in...": "लॉगिन हो रहा है...",
  "Don't have an account?": "अकाउंट नहीं है?",
  "Create Account": "अकाउंट बनाएँ",
  "Join {store} for faster checkout, order tracking and your wishlist.": "तेज़ चेकआउट, ऑर्डर ट्रैकिंग और अपनी विशलिस्ट के लिए {store} से जुड़ें।",
  "At least {count} characters.": "कम से कम {count} अक्षर।",
  "Creating account...": "अकाउंट बन रहा है...",
  "Already have an account?": "पहले से अकाउंट है?",
  "Forgot Password": "पासवर्ड भूल गए",
  "Forgot Password?": "पासवर्ड भूल गए?",
  "Enter the email address of your account and we will send you a link to reset your password.":
    "अपने अकाउंट का ईमेल पता डालें, हम आपको पासवर्ड रीसेट करने का लिंक भेजेंगे।",
  "Sending...": "भेजा जा रहा है...",
  "Send Reset Link": "रीसेट लिंक भेजें",
  "Remembered it?": "याद आ गया?",
  "Back to Login": "लॉगिन पर वापस जाएँ",
  "The link works once and expires in 1 hour.": "यह लिंक एक ही बार काम करता है और 1 घंटे में खत्म हो जाता है।",
  "Invalid Reset Link": "रीसेट लिंक सही नहीं है",
  "This password reset link is invalid or has expired. Reset links work once and only for 1 hour.":
    "यह पासवर्ड रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो चुकी है। रीसेट लिंक एक ही बार और सिर्फ़ 1 घंटे तक काम करते हैं।",
  "Request a new link": "नया लिंक मँगाएँ",
  "Reset Password": "पासवर्ड रीसेट करें",
  "Choose a new password for {email}.": "{email} के लिए नया पासवर्ड चुनें।",
  "New Password": "नया पासवर्ड",
  "Confirm Password": "पासवर्ड की पुष्टि करें",
  "Resetting...": "रीसेट हो रहा है...",
  "The form is too large.": "फ़ॉर्म बहुत बड़ा है।",
  "Please send the form as a form.": "कृपया फ़ॉर्म को फ़ॉर्म की तरह भेजें।",
  // The auth service's refusals (translated by the server for a Hindi page).
  "An account with this email already exists.": "इस ईमेल से एक अकाउंट पहले से बना हुआ है।",
  "Invalid email or password.": "ईमेल या पासवर्ड सही नहीं है।",
  "Current password is incorrect.": "मौजूदा पासवर्ड सही नहीं है।",
  "{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}":
    "{minutes, plural, one {बहुत ज़्यादा कोशिशें हो गईं। कृपया # मिनट बाद फिर से कोशिश करें।} other {बहुत ज़्यादा कोशिशें हो गईं। कृपया # मिनट बाद फिर से कोशिश करें।}}",
};
