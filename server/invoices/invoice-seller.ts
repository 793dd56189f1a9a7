// Who a tax invoice is from: the store's registered facts (app/lib/site.ts) as the invoice prints them.
import type { Translate } from "../../app/i18n/use-t";
import { gstStateNumber } from "../../app/lib/gstin";
import { stateName, stateNameIn } from "../../app/lib/indian-states";
import { site } from "../../app/lib/site";

export interface InvoiceSeller {
  name: string;
  legalName: string;
  addressLines: readonly string[];
  /** Letter code of the state the goods ship from (app/lib/indian-states.ts). */
  stateCode: string;
  gstin: string;
  email: string;
  phone: string;
}

const office = site.registeredOffice;

export const invoiceSeller: InvoiceSeller = {
  name: site.name,
  legalName: site.legalName,
  addressLines: [
    office.street,
    `${office.city}, ${stateName(office.stateCode) ?? office.stateCode} ${office.pincode}, India`,
  ],
  stateCode: office.stateCode,
  gstin: site.gstin,
  email: site.supportEmail,
  phone: site.tollFreePhone,
};

/** "Maharashtra (27)": a state as GST documents name it, with its two-digit GST state code. */
export function gstStateLabel(stateCode: string, t: Translate): string {
  const name = stateNameIn(stateCode, t);
  const number = gstStateNumber(stateCode);
  return number ? `${name} (${number})` : name;
}
