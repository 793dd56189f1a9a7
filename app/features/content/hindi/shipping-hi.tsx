// The Shipping Policy in Hindi: the same sections, tables and figures as app/routes/shipping.tsx.
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { assemblyRadiusKm } from "~/lib/delivery-promise";
import { formatRupees } from "~/lib/money";
import { flatShippingFee, freeShippingThreshold } from "~/lib/shipping";
import { site } from "~/lib/site";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { ContentPage, proseClass } from "../content-page";
import type { PolicyNames } from "../policy-names";
import { PolicyTable } from "../policy-table";
import { customerCareHoursHindi } from "../store-policies";
import {
  assemblyRuleTextHi,
  cashOnDeliveryTextHi,
  deliveryBandRowsHi,
  kmTextHi,
  orListHi,
  workingDaysTextHi,
} from "./policy-text-hi";

const chargeRows = [
  [`${formatRupees(freeShippingThreshold)} से ज़्यादा के ऑर्डर`, "मुफ़्त"],
  [`${formatRupees(freeShippingThreshold)} या उससे कम के ऑर्डर`, formatRupees(flatShippingFee)],
] as const;

export function ShippingPageHi({ codMaxRupees, names }: { codMaxRupees: number; names: PolicyNames }) {
  const t = useT();
  return (
    <ContentPage
      title={t("Shipping Policy")}
      updated="2026-11-01"
      lead={
        <p>
          हम अपनी टीमों और भरोसेमंद पार्टनर्स के साथ पूरे भारत में डिलीवरी करते हैं, और हमारे सबसे नज़दीकी वेयरहाउस से{" "}
          {kmTextHi(assemblyRadiusKm)} के अंदर हमारे फ़िटर आपका फ़र्नीचर मुफ़्त में असेंबल करते हैं।
        </p>
      }
    >
      <div className={proseClass}>
        <h2>डिलीवरी शुल्क</h2>
        <p>
          <Rupees amount={freeShippingThreshold} /> से ज़्यादा के हर ऑर्डर पर डिलीवरी मुफ़्त है, प्रोमो कोड डिस्काउंट के
          बाद की रकम के हिसाब से। इससे छोटे ऑर्डर पर <Rupees amount={flatShippingFee} /> का फ़्लैट डिलीवरी शुल्क लगता
          है, चाहे सामान कितना भी बड़ा हो या कहीं भी जाना हो। भुगतान से पहले यह शुल्क आपके कार्ट और चेकआउट में दिखाया
          जाता है।
        </p>
      </div>
      <PolicyTable caption="डिलीवरी शुल्क" columns={["ऑर्डर की रकम", "डिलीवरी"]} rows={chargeRows} />
      {/* The heading opens a block of its own after the table: it keeps its space above. */}
      <div className={`${proseClass} mt-10`}>
        <h2>डिलीवरी का समय</h2>
        <p>
          डिलीवरी में कितना समय लगेगा, यह इस पर निर्भर करता है कि आपका पिन कोड हमारे सबसे नज़दीकी वेयरहाउस से कितनी दूर
          है, न कि इस पर कि आप किस शहर में रहते हैं:
        </p>
      </div>
      <PolicyTable
        caption="हमारे सबसे नज़दीकी वेयरहाउस से दूरी के हिसाब से डिलीवरी का समय"
        columns={["हमारे सबसे नज़दीकी वेयरहाउस से दूरी", "डिलीवरी"]}
        rows={deliveryBandRowsHi.map((row) => [row.distance, row.days] as const)}
      />
      <div className={proseClass}>
        <p>{workingDaysTextHi}</p>
        <p>
          अपने पते की तारीखें देखने के लिए किसी भी प्रोडक्ट पेज पर या चेकआउट पर अपना पिन कोड डालें; आपके ऑर्डर
          कन्फ़र्मेशन में वे तारीखें होती हैं जिनका हम वादा करते हैं।
        </p>
        <h2>असेंबली</h2>
        <p>{assemblyRuleTextHi(names.islands)}</p>
        <h2>अपना ऑर्डर ट्रैक करना</h2>
        <p>
          ऑर्डर कन्फ़र्म होने पर और फिर हमारे वेयरहाउस से निकलने पर आपको ईमेल मिलता है। इसे{" "}
          <Link to="/track-order">{t("Track Order")}</Link> पेज पर या अपने अकाउंट में &quot;{t("My Orders")}&quot; में देखें। जब
          हमारे फ़िटर आपका ऑर्डर असेंबल करते हैं, तो आप चेकआउट पर एक स्लॉट चुनते हैं: {orListHi(names.slots)}। हमारी
          डिलीवरी टीम उसे कन्फ़र्म करने के लिए एक दिन पहले आपको कॉल करती है।
        </p>
        <h2>डिलीवरी वाले दिन</h2>
        <ul>
          <li>ऑर्डर करने से पहले कृपया देख लें कि फ़र्नीचर आपके दरवाज़ों, लिफ़्ट और सीढ़ियों से अंदर आ जाएगा।</li>
          <li>
            हमारी टीम फ़र्नीचर को आपके कमरे तक पहुँचाती है। जहाँ असेंबली शामिल है, वहाँ हमारे फ़िटर उसे असेंबल करके
            पैकेजिंग साथ ले जाते हैं; अगर असेंबली में ज़्यादा समय लगे, तो वे 48 घंटों के अंदर फिर आते हैं।
          </li>
          <li>
            टीम के जाने से पहले कृपया हर पीस को अच्छी तरह जाँच लें। अगर कुछ टूटा-फूटा हो, तो उसे डिलीवरी रसीद पर लिखें और
            48 घंटों के अंदर हमें बताएँ: हम खराब आइटम बिना किसी शुल्क के बदल देते हैं।
          </li>
          <li>
            {withUnbrokenPrices(cashOnDeliveryTextHi(codMaxRupees))} पूरी रकम ऑर्डर पहुँचने पर नकद या कार्ड से चुकाई
            जाती है।
          </li>
        </ul>
        <h2>छूटी हुई डिलीवरी</h2>
        <p>
          अगर तय समय पर घर पर कोई न हो, तो हम दूसरा स्लॉट तय करने के लिए कॉल करते हैं। तीन बार डिलीवरी न हो पाने पर ऑर्डर
          हमारे वेयरहाउस लौट जाता है और कैंसल हो जाता है; पहले से चुकाई गई रकम पूरी वापस की जाती है, बस डिलीवरी शुल्क
          (अगर लिया गया था) काट लिया जाता है।
        </p>
        <h2>सवाल</h2>
        <p>
          हमें <a href={site.tollFreePhoneHref}>{site.tollFreePhone}</a> पर टोल-फ़्री कॉल करें ({customerCareHoursHindi})
          या <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> पर लिखें।
        </p>
      </div>
    </ContentPage>
  );
}
