// Who the invoice is from. The registered office is not in app/lib/site.ts yet; issue 6 (GST tax
// invoice) adds the GSTIN and should move these facts there, next to the store's other details.
import { site } from "../../app/lib/site";

export interface InvoiceSeller {
  name: string;
  legalName: string;
  addressLines: readonly string[];
  email: string;
  phone: string;
}

export const invoiceSeller: InvoiceSeller = {
  name: site.name,
  legalName: site.legalName,
  addressLines: ["Ground Floor, 14 Linking Road, Bandra West", "Mumbai, Maharashtra 400050, India"],
  email: site.supportEmail,
  phone: site.tollFreePhone,
};
