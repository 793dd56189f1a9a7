// The FAQ in Hindi: the same topics (same ids), questions and figures as faq-entries.ts.
import { emiBanks, emiMinimumRupees } from "~/lib/emi";
import { formatRupees } from "~/lib/money";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import type { FaqFigures, FaqTopic } from "../faq-entries";
import type { PolicyNames } from "../policy-names";
import {
  customerCareHoursHindi,
  returnWindowDays,
  solidWoodFrameWarrantyYears,
  standardWarrantyYears,
} from "../store-policies";
import {
  arrivalTextHi,
  assemblyRuleTextHi,
  cardNetworksTextHi,
  cashOnDeliveryTextHi,
  newsletterFrequencyHi,
  orListHi,
  refundWorkingDaysTextHi,
} from "./policy-text-hi";

const emiBankListHi = orListHi(emiBanks.map((bank) => bank.name));

export function faqTopicsHi({ codMaxRupees }: FaqFigures, names: PolicyNames): readonly FaqTopic[] {
  return [
    {
      id: "orders-payment",
      title: "ऑर्डर और भुगतान",
      entries: [
        {
          question: "मैं अपने ऑर्डर का भुगतान कैसे करूँ?",
          answer: [
            `क्रेडिट या डेबिट कार्ड (${cardNetworksTextHi}) से, UPI से, या डिलीवरी के समय नकद या कार्ड से भुगतान करें। कार्ड नंबर हमारा पेमेंट पार्टनर संभालता है और हम उन्हें कभी सेव नहीं करते।`,
          ],
        },
        {
          question: "क्या आप नो-कॉस्ट EMI देते हैं?",
          answer: [
            `हाँ। ${formatRupees(emiMinimumRupees)} या उससे ज़्यादा के ऑर्डर पर ${emiBankListHi} के क्रेडिट कार्ड से 3, 6, 9 या 12 मासिक किस्तों में भुगतान करें: बैंक जो ब्याज लेता है, वह पहले ही डिस्काउंट के रूप में कीमत से घटा दिया जाता है, इसलिए आपकी किस्तें मिलाकर ठीक कीमत के बराबर होती हैं, उससे ज़्यादा नहीं। हर प्रोडक्ट पेज और आपके कार्ट में हर बैंक का ब्याज-मुक्त प्लान दिखता है; चेकआउट पर अपना प्लान चुनें।`,
          ],
        },
        {
          question: "क्या कैश ऑन डिलीवरी उपलब्ध है?",
          answer: [
            `हाँ। ${cashOnDeliveryTextHi(codMaxRupees)} चेकआउट पर कैश ऑन डिलीवरी चुनें और ऑर्डर पहुँचने पर पूरी रकम नकद या कार्ड से चुकाएँ।`,
          ],
        },
        {
          question: "मैं प्रोमो कोड कैसे इस्तेमाल करूँ?",
          answer: [
            "अपने कार्ट में कोड डालें और अप्लाई दबाएँ। चेकआउट से पहले ही ऑर्डर समरी में डिस्काउंट दिख जाता है। एक ऑर्डर पर एक ही कोड इस्तेमाल किया जा सकता है।",
          ],
        },
      ],
    },
    {
      id: "delivery-assembly",
      title: "डिलीवरी और असेंबली",
      entries: [
        {
          question: "डिलीवरी का शुल्क कितना है?",
          answer: [
            `${formatRupees(freeShippingThreshold)} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है। ${formatRupees(freeShippingThreshold)} या उससे कम के ऑर्डर पर ${formatRupees(flatShippingFee)} का फ़्लैट शुल्क लगता है।`,
          ],
        },
        {
          question: "मेरा ऑर्डर कब पहुँचेगा?",
          answer: [arrivalTextHi],
        },
        {
          question: "क्या असेंबली शामिल है?",
          answer: [assemblyRuleTextHi(names.islands)],
        },
        {
          question: "मैं अपना ऑर्डर कैसे ट्रैक करूँ?",
          answer: [
            "अपने ऑर्डर नंबर के साथ \"ऑर्डर ट्रैक करें\" पेज इस्तेमाल करें, या हर स्टेटस अपडेट देखने के लिए अपने अकाउंट में \"मेरे ऑर्डर\" खोलें।",
          ],
        },
      ],
    },
    {
      id: "returns-refunds",
      title: "रिटर्न और रिफ़ंड",
      entries: [
        {
          question: "अगर फ़र्नीचर पसंद न आए तो क्या मैं उसे लौटा सकता/सकती हूँ?",
          answer: [
            `हाँ, डिलीवरी के ${returnWindowDays} दिनों के अंदर, किसी भी वजह से, बशर्ते वह बिना इस्तेमाल किया हुआ और बिना किसी नुकसान के हो। पिकअप मुफ़्त है। खुले हुए गद्दे और नाप से बनवाए गए आइटम लौटाए नहीं जा सकते।`,
          ],
        },
        {
          question: "मुझे रिफ़ंड कब मिलेगा?",
          answer: [
            `पिकअप के बाद ${refundWorkingDaysTextHi} के अंदर, उसी कार्ड या UPI अकाउंट में जिससे आपने भुगतान किया था। कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड बैंक ट्रांसफ़र या UPI से किया जाता है।`,
          ],
        },
        {
          question: "अगर मेरा फ़र्नीचर टूटा-फूटा पहुँचे तो क्या करूँ?",
          answer: [
            "डिलीवरी के 48 घंटों के अंदर हमें बताएँ, हो सके तो फ़ोटो के साथ। खराब आइटम हम बिना किसी शुल्क के बदल देते हैं या उसका रिफ़ंड देते हैं।",
          ],
        },
      ],
    },
    {
      id: "warranty-care",
      title: "वारंटी और देखभाल",
      entries: [
        {
          question: "मुझे कौन-सी वारंटी मिलती है?",
          answer: [
            `हर प्रोडक्ट पर मैन्युफ़ैक्चरिंग डिफ़ेक्ट के ख़िलाफ़ ${standardWarrantyYears} साल की वारंटी है, जैसा कि उसकी स्पेसिफ़िकेशन में लिखा है।`,
            `हमारे सॉलिड वुड फ़र्नीचर (शीशम, आम, बबूल और सागौन) के फ़्रेम पर टूटने, टेढ़ा होने और दीमक के ख़िलाफ़ ${solidWoodFrameWarrantyYears} साल की वारंटी अलग से मिलती है: यही वह ${solidWoodFrameWarrantyYears} साल की वारंटी है जिसका वादा हम होम पेज पर करते हैं।`,
          ],
        },
        {
          question: "मैं वारंटी क्लेम कैसे करूँ?",
          answer: [
            `अपने ऑर्डर नंबर और एक फ़ोटो के साथ ${site.tollFreePhone} पर कॉल करें या ${site.supportEmail} पर लिखें। 3 कामकाजी दिनों के अंदर एक टेक्नीशियन आता है और पार्ट को मुफ़्त में रिपेयर करता है या बदल देता है।`,
          ],
        },
        {
          question: "क्या वारंटी ख़त्म होने के बाद भी आप सर्विस देते हैं?",
          answer: [
            "हाँ। जब तक फ़र्नीचर आपके पास है, हमारी आफ़्टर-सेल सर्विस तय दामों पर उसकी रिपेयर, दोबारा पॉलिश और नई अपहोल्स्ट्री करती है।",
          ],
        },
        {
          question: "सॉलिड वुड फ़र्नीचर की देखभाल कैसे करें?",
          answer: [
            "मुलायम सूखे कपड़े से धूल साफ़ करें, कुछ गिरे तो तुरंत पोंछ दें, फ़र्नीचर को सीधी धूप और सीलन वाली दीवारों से दूर रखें, और हर छह महीने में पॉलिश करें।",
          ],
        },
      ],
    },
    {
      id: "account-stores",
      title: "अकाउंट, न्यूज़लेटर और स्टोर",
      entries: [
        {
          question: "क्या ऑर्डर करने के लिए अकाउंट ज़रूरी है?",
          answer: [
            "नहीं, आप गेस्ट के तौर पर चेकआउट कर सकते हैं। अकाउंट से आप अपने ऑर्डर ट्रैक कर सकते हैं, विशलिस्ट रख सकते हैं और पते सेव कर सकते हैं।",
          ],
        },
        {
          question: "मैं न्यूज़लेटर कैसे सब्सक्राइब करूँ?",
          answer: [
            `होम पेज पर न्यूज़लेटर वाले बॉक्स में अपना ईमेल डालें। हम पहले एक कन्फ़र्मेशन ईमेल भेजते हैं, और आपके कन्फ़र्म करने के बाद ही आपको लिखते हैं: ${newsletterFrequencyHi}।`,
          ],
        },
        {
          question: "क्या मैं खरीदने से पहले फ़र्नीचर देख सकता/सकती हूँ?",
          answer: [
            "हाँ। 20+ शहरों में हमारे किसी भी एक्सपीरियंस स्टोर पर आइए: पते और खुलने का समय जानने के लिए स्टोर खोजें पेज देखें।",
          ],
        },
        {
          question: "मैं कस्टमर केयर से कैसे संपर्क करूँ?",
          answer: [`${site.tollFreePhone} पर कॉल करें (टोल-फ़्री, ${customerCareHoursHindi}) या ${site.supportEmail} पर लिखें।`],
        },
      ],
    },
  ];
}
