// Aangan's experience stores (spec §1: "20+ cities"). Static for now; a later issue moves them to
// the database with a map. Every store answers on the toll-free number with its own extension.
import { site } from "~/lib/site";

export interface StoreLocation {
  /** Anchor id, e.g. "mumbai-bandra". */
  id: string;
  name: string;
  city: string;
  state: string;
  address: string;
  pincode: string;
  hours: string;
  extension: string;
}

const weekdays = "10:30 AM – 8:30 PM, Monday to Saturday; 11 AM – 7 PM Sunday";
const everyDay = "10:30 AM – 9 PM, every day";
const mallHours = "11 AM – 9:30 PM, every day";

export const storeLocations: readonly StoreLocation[] = [
  { id: "mumbai-bandra", name: "Aangan Bandra", city: "Mumbai", state: "Maharashtra", address: "Ground Floor, 14 Linking Road, Bandra West", pincode: "400050", hours: everyDay, extension: "101" },
  { id: "mumbai-thane", name: "Aangan Thane", city: "Thane", state: "Maharashtra", address: "Shop 3, Eastern Express Highway Service Road, Majiwada", pincode: "400601", hours: everyDay, extension: "102" },
  { id: "pune-baner", name: "Aangan Baner", city: "Pune", state: "Maharashtra", address: "Plot 22, Baner Road, near Balewadi Phata", pincode: "411045", hours: weekdays, extension: "103" },
  { id: "nagpur", name: "Aangan Nagpur", city: "Nagpur", state: "Maharashtra", address: "88 Wardha Road, Dhantoli", pincode: "440012", hours: weekdays, extension: "104" },
  { id: "delhi-kirti-nagar", name: "Aangan Kirti Nagar", city: "New Delhi", state: "Delhi", address: "B-12 Furniture Block, Kirti Nagar", pincode: "110015", hours: everyDay, extension: "111" },
  { id: "gurugram", name: "Aangan Gurugram", city: "Gurugram", state: "Haryana", address: "Unit 5, Golf Course Road, Sector 54", pincode: "122011", hours: mallHours, extension: "112" },
  { id: "noida", name: "Aangan Noida", city: "Noida", state: "Uttar Pradesh", address: "C-7 Sector 18 Market", pincode: "201301", hours: everyDay, extension: "113" },
  { id: "lucknow", name: "Aangan Lucknow", city: "Lucknow", state: "Uttar Pradesh", address: "31 Shahnajaf Road, Hazratganj", pincode: "226001", hours: weekdays, extension: "114" },
  { id: "jaipur", name: "Aangan Jaipur", city: "Jaipur", state: "Rajasthan", address: "G-4 Tonk Road, near Gandhi Circle", pincode: "302015", hours: weekdays, extension: "115" },
  { id: "chandigarh", name: "Aangan Chandigarh", city: "Chandigarh", state: "Chandigarh", address: "SCO 42, Sector 26 Madhya Marg", pincode: "160019", hours: weekdays, extension: "116" },
  { id: "bengaluru-indiranagar", name: "Aangan Indiranagar", city: "Bengaluru", state: "Karnataka", address: "620 100 Feet Road, HAL 2nd Stage, Indiranagar", pincode: "560038", hours: everyDay, extension: "121" },
  { id: "bengaluru-whitefield", name: "Aangan Whitefield", city: "Bengaluru", state: "Karnataka", address: "14 ITPL Main Road, Whitefield", pincode: "560066", hours: mallHours, extension: "122" },
  { id: "mysuru", name: "Aangan Mysuru", city: "Mysuru", state: "Karnataka", address: "2 Kalidasa Road, V V Mohalla", pincode: "570002", hours: weekdays, extension: "123" },
  { id: "chennai-anna-nagar", name: "Aangan Anna Nagar", city: "Chennai", state: "Tamil Nadu", address: "AC-45 2nd Avenue, Anna Nagar", pincode: "600040", hours: everyDay, extension: "124" },
  { id: "coimbatore", name: "Aangan Coimbatore", city: "Coimbatore", state: "Tamil Nadu", address: "110 Avinashi Road, Peelamedu", pincode: "641004", hours: weekdays, extension: "125" },
  { id: "hyderabad-jubilee-hills", name: "Aangan Jubilee Hills", city: "Hyderabad", state: "Telangana", address: "Plot 1270, Road No. 36, Jubilee Hills", pincode: "500033", hours: everyDay, extension: "126" },
  { id: "kochi", name: "Aangan Kochi", city: "Kochi", state: "Kerala", address: "41 MG Road, Ravipuram", pincode: "682016", hours: weekdays, extension: "127" },
  { id: "visakhapatnam", name: "Aangan Visakhapatnam", city: "Visakhapatnam", state: "Andhra Pradesh", address: "9-1-224 Siripuram Junction", pincode: "530003", hours: weekdays, extension: "128" },
  { id: "kolkata-salt-lake", name: "Aangan Salt Lake", city: "Kolkata", state: "West Bengal", address: "DD-21 Sector 1, Salt Lake City", pincode: "700064", hours: everyDay, extension: "131" },
  { id: "bhubaneswar", name: "Aangan Bhubaneswar", city: "Bhubaneswar", state: "Odisha", address: "Plot 301, Janpath, Saheed Nagar", pincode: "751007", hours: weekdays, extension: "132" },
  { id: "guwahati", name: "Aangan Guwahati", city: "Guwahati", state: "Assam", address: "GS Road, Christian Basti", pincode: "781005", hours: weekdays, extension: "133" },
  { id: "ahmedabad", name: "Aangan Ahmedabad", city: "Ahmedabad", state: "Gujarat", address: "12 Sindhu Bhavan Road, Bodakdev", pincode: "380054", hours: everyDay, extension: "141" },
  { id: "surat", name: "Aangan Surat", city: "Surat", state: "Gujarat", address: "Ground Floor, Ghod Dod Road, Athwa", pincode: "395007", hours: weekdays, extension: "142" },
  { id: "vadodara", name: "Aangan Vadodara", city: "Vadodara", state: "Gujarat", address: "Race Course Circle, Alkapuri", pincode: "390007", hours: weekdays, extension: "143" },
  { id: "indore", name: "Aangan Indore", city: "Indore", state: "Madhya Pradesh", address: "55 AB Road, Vijay Nagar", pincode: "452010", hours: weekdays, extension: "144" },
  { id: "bhopal", name: "Aangan Bhopal", city: "Bhopal", state: "Madhya Pradesh", address: "E-3 Arera Colony, 10 Number Market", pincode: "462016", hours: weekdays, extension: "145" },
];

/** Regions in the order the store finder lists them, each with its states. */
export const storeRegions = [
  { name: "West", states: ["Maharashtra", "Gujarat", "Madhya Pradesh"] },
  { name: "North", states: ["Delhi", "Haryana", "Uttar Pradesh", "Rajasthan", "Chandigarh"] },
  { name: "South", states: ["Karnataka", "Tamil Nadu", "Telangana", "Kerala", "Andhra Pradesh"] },
  { name: "East and North-East", states: ["West Bengal", "Odisha", "Assam"] },
] as const;

export function storePhone(store: StoreLocation): { label: string; href: string } {
  // A comma in a tel: link is a pause before the extension is dialled.
  return { label: `${site.tollFreePhone}, ext. ${store.extension}`, href: `${site.tollFreePhoneHref},${store.extension}` };
}
