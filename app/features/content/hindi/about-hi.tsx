// About Us in Hindi: the same sections, figures and links as app/routes/about.tsx.
import type { ReactNode } from "react";
import { Link } from "~/i18n/localized-link";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import { Rupees } from "~/ui/rupees";
import { proseClass } from "../content-page";
import { returnWindowDays, solidWoodFrameWarrantyYears, standardWarrantyYears } from "../store-policies";
import { kmTextHi } from "./policy-text-hi";

export const aboutLeadHi: ReactNode = (
  <p>
    {site.name} का मतलब है आँगन: भारतीय घर का दिल, जहाँ पूरा परिवार एक साथ बैठता है। हम ऐसे ही घरों के लिए फ़र्नीचर
    बनाते हैं: मज़बूत, आरामदायक और ऐसा जो त्योहारों, मेहमानों और बढ़ते बच्चों के साथ सालों-साल चले।
  </p>
);

export function AboutBodyHi({ storeCount, cityCount }: { storeCount: number; cityCount: number }) {
  return (
    <div className={proseClass}>
      <h2>हमारी कहानी</h2>
      <p>
        {site.name} की शुरुआत 2014 में जोधपुर की एक छोटी-सी वर्कशॉप से हुई, जहाँ दोस्तों और पड़ोसियों के लिए शीशम की
        लकड़ी के पलंग बनाए जाते थे। बात फैलती गई, और आज जोधपुर, बेंगलुरु और कोलकाता में हमारे कारपेंटर, अपहोल्स्टरर और
        डिज़ाइनर पूरे भारत के घरों के लिए सोफ़े, बेड, डाइनिंग सेट, वार्डरोब और ऑफ़िस फ़र्नीचर बनाते हैं।
      </p>
      <p>
        हम सबसे पहले भारतीय घरों को ध्यान में रखकर डिज़ाइन करते हैं: लंबी बातचीत के लिए मज़बूत सीट वाले सोफ़े, पूरे परिवार
        के बैठने लायक डाइनिंग सेट, लॉकर और साड़ियों की जगह वाले वार्डरोब, और ऐसी फ़िनिश जो मानसून की नमी झेल सके।
      </p>
      <h2>हमारा वादा</h2>
      <ul>
        <li>
          <Rupees amount={freeShippingThreshold} /> से ज़्यादा के ऑर्डर पर <strong>मुफ़्त डिलीवरी</strong>, और हमारे
          सबसे नज़दीकी वेयरहाउस से {kmTextHi(assemblyRadiusKm)} के अंदर हमारे अपने ट्रेंड फ़िटरों से{" "}
          <strong>मुफ़्त असेंबली</strong>। <Link to="/shipping">शिपिंग पॉलिसी</Link> देखें।
        </li>
        <li>
          अगर कोई पीस आपके घर के लिए सही न लगे, तो मुफ़्त पिकअप के साथ <strong>{returnWindowDays} दिन में रिटर्न</strong>।{" "}
          <Link to="/returns">रिटर्न और रिफ़ंड</Link> देखें।
        </li>
        <li>
          <strong>भरोसेमंद वारंटी:</strong> हर प्रोडक्ट पर {standardWarrantyYears} साल, और हमारे सॉलिड वुड फ़र्नीचर के
          फ़्रेम पर {solidWoodFrameWarrantyYears} साल।
        </li>
        <li>
          <strong>आसान भुगतान:</strong> बड़े बैंकों के क्रेडिट कार्ड पर नो-कॉस्ट EMI, UPI, कार्ड और कैश ऑन डिलीवरी।
        </li>
        <li>
          जब तक फ़र्नीचर आपके पास है, तब तक <strong>आफ़्टर-सेल सर्विस</strong>: वाजिब दामों पर रिपेयर, पॉलिश और नई
          अपहोल्स्ट्री।
        </li>
      </ul>
      <h2>हम फ़र्नीचर कैसे बनाते हैं</h2>
      <p>
        हमारा सॉलिड वुड फ़र्नीचर मैनेज्ड प्लांटेशन से आई सीज़न की हुई शीशम, आम और बबूल की लकड़ी से बनता है, जिसे भट्टी
        में सही नमी तक सुखाया जाता है ताकि उसमें दरार न आए और वह टेढ़ी न हो। अपहोल्स्टर्ड फ़र्नीचर में हाई-रेज़िलिएंस फ़ोम
        और ऐसे कपड़े इस्तेमाल होते हैं जिन्हें रगड़ और रंग फीका पड़ने के लिए टेस्ट किया गया है। हर पीस को दो बार जाँचा जाता
        है: एक बार वर्कशॉप में और एक बार फिर उस टीम द्वारा जो उसे आपके घर पहुँचाती है।
      </p>
      <h2>हमसे मिलें</h2>
      <p>
        {cityCount} शहरों के हमारे {storeCount} एक्सपीरियंस स्टोर पर हमारे फ़र्नीचर को देखें, उस पर बैठें और महसूस करें,
        या {site.tollFreePhone} (टोल-फ़्री) पर हमसे बात करें। <Link to="/find-store">अपने नज़दीकी स्टोर ढूँढें</Link>।
      </p>
    </div>
  );
}
