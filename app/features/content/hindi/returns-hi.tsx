// Returns & Refunds in Hindi: the same sections, figures and links as app/routes/returns.tsx.
import { AccountPageLink } from "~/features/layout/account-page-link";
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { site } from "~/lib/site";
import { ContentPage, proseClass } from "../content-page";
import { customerCareHoursHindi, returnWindowDays } from "../store-policies";
import { refundRulesHi } from "./policy-text-hi";

export function ReturnsPageHi() {
  const t = useT();
  return (
    <ContentPage
      title={t("Returns & Refunds")}
      updated="2026-11-01"
      lead={
        <p>
          मन बदल गया? आप ज़्यादातर आइटम डिलीवरी के {returnWindowDays} दिनों के अंदर लौटा सकते हैं। हम उन्हें मुफ़्त में
          पिकअप करते हैं और आपको पूरा रिफ़ंड देते हैं।
        </p>
      }
    >
      <div className={proseClass}>
        <h2>{returnWindowDays} दिन की रिटर्न विंडो</h2>
        <p>
          आप किसी भी वजह से, डिलीवरी वाले दिन से {returnWindowDays} दिनों के अंदर आइटम लौटा सकते हैं। आइटम बिना इस्तेमाल
          किया हुआ, बिना किसी नुकसान के और अपने सभी पार्ट्स के साथ होना चाहिए; ओरिजिनल पैकेजिंग हो तो अच्छा है, पर ज़रूरी
          नहीं, क्योंकि पिकअप के समय हमारी टीम उसे आपके लिए पैक कर देती है।
        </p>
        <h2>आइटम कैसे लौटाएँ</h2>
        <ol>
          <li>
            <AccountPageLink to="/profile?tab=orders">{t("My Orders")}</AccountPageLink> खोलें, या{" "}
            <a href={site.tollFreePhoneHref}>{site.tollFreePhone}</a> पर कॉल करें, या अपने ऑर्डर नंबर के साथ{" "}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> पर लिखें।
          </li>
          <li>हम आपके साथ पिकअप का समय तय करते हैं, आमतौर पर 3 कामकाजी दिनों के अंदर।</li>
          <li>हमारी टीम आपके घर पर आइटम को खोलकर पैक करती है और उसकी हालत जाँचती है। पिकअप मुफ़्त है।</li>
          <li>जाँच में सब ठीक पाए जाने पर, हम उसी दिन आपका रिफ़ंड शुरू कर देते हैं।</li>
        </ol>
        <h2>रिफ़ंड</h2>
        <ul>
          {Object.entries(refundRulesHi).map(([method, rule]) => (
            <li key={method}>{rule}</li>
          ))}
          <li>
            आपको आइटम के लिए चुकाई गई पूरी रकम वापस मिलती है, डिलीवरी शुल्क समेत। अगर प्रोमो कोड इस्तेमाल किया गया था, तो
            रिफ़ंड डिस्काउंट के बाद की कीमत का होता है।
          </li>
        </ul>
        <h2>खराब या गलत आइटम</h2>
        <p>
          अगर कोई आइटम टूटा-फूटा पहुँचे, उसमें मैन्युफ़ैक्चरिंग डिफ़ेक्ट हो या वह आपका ऑर्डर किया हुआ आइटम न हो, तो डिलीवरी
          के 48 घंटों के अंदर फ़ोटो के साथ हमें बताएँ। आप जो चाहें, हम उसे बदल देंगे या पूरा रिफ़ंड देंगे, आपसे कोई शुल्क लिए
          बिना। उसके बाद के डिफ़ेक्ट प्रोडक्ट की वारंटी में कवर होते हैं।
        </p>
        <h2>क्या वापस नहीं किया जा सकता</h2>
        <ul>
          <li>ऐसे गद्दे और तकिये जिनकी हाइजीन सील खोली जा चुकी है।</li>
          <li>आपके नाप, रंग या कपड़े के हिसाब से बनाए या बदले गए आइटम।</li>
          <li>डिलीवरी के बाद गलत इस्तेमाल, दुर्घटना या उनमें किए गए बदलावों से खराब हुए आइटम।</li>
        </ul>
        <h2>ऑर्डर कैंसल करना</h2>
        <p>
          ऑर्डर हमारे वेयरहाउस से निकलने से पहले आप उसे कभी भी मुफ़्त में कैंसल कर सकते हैं: बस हमें कॉल करें या लिखें।
          शिप होने के बाद, डिलीवरी लेने से मना करके या इस पॉलिसी के तहत रिटर्न करके उसे कैंसल करें।
        </p>
        <p>
          कोई सवाल? हमें टोल-फ़्री कॉल करें ({customerCareHoursHindi}), या <Link to="/faq">FAQ</Link> पढ़ें।
        </p>
      </div>
    </ContentPage>
  );
}
