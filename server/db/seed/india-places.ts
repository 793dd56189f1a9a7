// Where Aangan ships from and where shoppers can visit: the warehouses whose distance sets the
// delivery promise, and the experience stores of /find-store. Coordinates are the sites
// themselves, read off a map; each lies within a few kilometres of its PIN code's post offices
// (server/db/seed/seed-india.db.test.ts checks).
import { sql } from "drizzle-orm";
import { site } from "../../../app/lib/site";
import type { Database } from "../client";
import { stores, warehouses } from "../schema";
import { insertRows } from "./bulk-insert";

export interface WarehouseSeed {
  city: string;
  stateCode: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

/** The furniture belts outside the metros where the stock is. */
export const warehouseSeeds: readonly WarehouseSeed[] = [
  // Bhiwandi, Farrukhnagar, Hoskote, Sriperumbudur, Shamshabad, Dankuni, Changodar, Amingaon.
  { city: "Mumbai", stateCode: "MH", pincode: "421302", latitude: 19.2813, longitude: 73.0483 },
  { city: "Delhi NCR", stateCode: "HR", pincode: "122506", latitude: 28.446, longitude: 76.826 },
  { city: "Bengaluru", stateCode: "KA", pincode: "562114", latitude: 13.0707, longitude: 77.7982 },
  { city: "Chennai", stateCode: "TN", pincode: "602105", latitude: 12.9675, longitude: 79.9419 },
  { city: "Hyderabad", stateCode: "TS", pincode: "501218", latitude: 17.2543, longitude: 78.4294 },
  { city: "Kolkata", stateCode: "WB", pincode: "712311", latitude: 22.682, longitude: 88.2843 },
  { city: "Ahmedabad", stateCode: "GJ", pincode: "382213", latitude: 22.929, longitude: 72.448 },
  { city: "Guwahati", stateCode: "AS", pincode: "781031", latitude: 26.188, longitude: 91.678 },
];

export interface StoreSeed {
  /** Also the anchor id on /find-store, e.g. "mumbai-bandra". */
  slug: string;
  name: string;
  city: string;
  stateCode: string;
  address: string;
  pincode: string;
  hours: string;
  /** Every store answers on the toll-free number with its own extension. */
  extension: string;
  latitude: number;
  longitude: number;
}

const weekdays = "10:30 AM – 8:30 PM, Monday to Saturday; 11 AM – 7 PM Sunday";
const everyDay = "10:30 AM – 9 PM, every day";
const mallHours = "11 AM – 9:30 PM, every day";

export const storeSeeds: readonly StoreSeed[] = [
  { slug: "mumbai-bandra", name: "Aangan Bandra", city: "Mumbai", stateCode: "MH", address: "Ground Floor, 14 Linking Road, Bandra West", pincode: "400050", hours: everyDay, extension: "101", latitude: 19.0633, longitude: 72.8347 },
  { slug: "mumbai-thane", name: "Aangan Thane", city: "Thane", stateCode: "MH", address: "Shop 3, Eastern Express Highway Service Road, Majiwada", pincode: "400601", hours: everyDay, extension: "102", latitude: 19.2183, longitude: 72.9781 },
  { slug: "pune-baner", name: "Aangan Baner", city: "Pune", stateCode: "MH", address: "Plot 22, Baner Road, near Balewadi Phata", pincode: "411045", hours: weekdays, extension: "103", latitude: 18.5642, longitude: 73.7769 },
  { slug: "nagpur", name: "Aangan Nagpur", city: "Nagpur", stateCode: "MH", address: "88 Wardha Road, Dhantoli", pincode: "440012", hours: weekdays, extension: "104", latitude: 21.1347, longitude: 79.081 },
  { slug: "delhi-kirti-nagar", name: "Aangan Kirti Nagar", city: "New Delhi", stateCode: "DL", address: "B-12 Furniture Block, Kirti Nagar", pincode: "110015", hours: everyDay, extension: "111", latitude: 28.6526, longitude: 77.1466 },
  { slug: "gurugram", name: "Aangan Gurugram", city: "Gurugram", stateCode: "HR", address: "Unit 5, Golf Course Road, Sector 54", pincode: "122011", hours: mallHours, extension: "112", latitude: 28.44, longitude: 77.1015 },
  { slug: "noida", name: "Aangan Noida", city: "Noida", stateCode: "UP", address: "C-7 Sector 18 Market", pincode: "201301", hours: everyDay, extension: "113", latitude: 28.57, longitude: 77.321 },
  { slug: "lucknow", name: "Aangan Lucknow", city: "Lucknow", stateCode: "UP", address: "31 Shahnajaf Road, Hazratganj", pincode: "226001", hours: weekdays, extension: "114", latitude: 26.85, longitude: 80.946 },
  { slug: "jaipur", name: "Aangan Jaipur", city: "Jaipur", stateCode: "RJ", address: "G-4 Tonk Road, near Gandhi Circle", pincode: "302015", hours: weekdays, extension: "115", latitude: 26.8596, longitude: 75.8087 },
  { slug: "chandigarh", name: "Aangan Chandigarh", city: "Chandigarh", stateCode: "CH", address: "SCO 42, Sector 26 Madhya Marg", pincode: "160019", hours: weekdays, extension: "116", latitude: 30.73, longitude: 76.8063 },
  { slug: "bengaluru-indiranagar", name: "Aangan Indiranagar", city: "Bengaluru", stateCode: "KA", address: "620 100 Feet Road, HAL 2nd Stage, Indiranagar", pincode: "560038", hours: everyDay, extension: "121", latitude: 12.9719, longitude: 77.6412 },
  { slug: "bengaluru-whitefield", name: "Aangan Whitefield", city: "Bengaluru", stateCode: "KA", address: "14 ITPL Main Road, Whitefield", pincode: "560066", hours: mallHours, extension: "122", latitude: 12.9855, longitude: 77.731 },
  { slug: "mysuru", name: "Aangan Mysuru", city: "Mysuru", stateCode: "KA", address: "2 Kalidasa Road, V V Mohalla", pincode: "570002", hours: weekdays, extension: "123", latitude: 12.321, longitude: 76.629 },
  { slug: "chennai-anna-nagar", name: "Aangan Anna Nagar", city: "Chennai", stateCode: "TN", address: "AC-45 2nd Avenue, Anna Nagar", pincode: "600040", hours: everyDay, extension: "124", latitude: 13.086, longitude: 80.2101 },
  { slug: "coimbatore", name: "Aangan Coimbatore", city: "Coimbatore", stateCode: "TN", address: "110 Avinashi Road, Peelamedu", pincode: "641004", hours: weekdays, extension: "125", latitude: 11.027, longitude: 77.005 },
  { slug: "hyderabad-jubilee-hills", name: "Aangan Jubilee Hills", city: "Hyderabad", stateCode: "TS", address: "Plot 1270, Road No. 36, Jubilee Hills", pincode: "500033", hours: everyDay, extension: "126", latitude: 17.43, longitude: 78.407 },
  { slug: "kochi", name: "Aangan Kochi", city: "Kochi", stateCode: "KL", address: "41 MG Road, Ravipuram", pincode: "682016", hours: weekdays, extension: "127", latitude: 9.965, longitude: 76.289 },
  { slug: "visakhapatnam", name: "Aangan Visakhapatnam", city: "Visakhapatnam", stateCode: "AP", address: "9-1-224 Siripuram Junction", pincode: "530003", hours: weekdays, extension: "128", latitude: 17.72, longitude: 83.317 },
  { slug: "kolkata-salt-lake", name: "Aangan Salt Lake", city: "Kolkata", stateCode: "WB", address: "DD-21 Sector 1, Salt Lake City", pincode: "700064", hours: everyDay, extension: "131", latitude: 22.5857, longitude: 88.414 },
  { slug: "bhubaneswar", name: "Aangan Bhubaneswar", city: "Bhubaneswar", stateCode: "OD", address: "Plot 301, Janpath, Saheed Nagar", pincode: "751007", hours: weekdays, extension: "132", latitude: 20.29, longitude: 85.844 },
  { slug: "guwahati", name: "Aangan Guwahati", city: "Guwahati", stateCode: "AS", address: "GS Road, Christian Basti", pincode: "781005", hours: weekdays, extension: "133", latitude: 26.152, longitude: 91.777 },
  { slug: "ahmedabad", name: "Aangan Ahmedabad", city: "Ahmedabad", stateCode: "GJ", address: "12 Sindhu Bhavan Road, Bodakdev", pincode: "380054", hours: everyDay, extension: "141", latitude: 23.04, longitude: 72.501 },
  { slug: "surat", name: "Aangan Surat", city: "Surat", stateCode: "GJ", address: "Ground Floor, Ghod Dod Road, Athwa", pincode: "395007", hours: weekdays, extension: "142", latitude: 21.179, longitude: 72.802 },
  { slug: "vadodara", name: "Aangan Vadodara", city: "Vadodara", stateCode: "GJ", address: "Race Course Circle, Alkapuri", pincode: "390007", hours: weekdays, extension: "143", latitude: 22.312, longitude: 73.169 },
  { slug: "indore", name: "Aangan Indore", city: "Indore", stateCode: "MP", address: "55 AB Road, Vijay Nagar", pincode: "452010", hours: weekdays, extension: "144", latitude: 22.753, longitude: 75.894 },
  { slug: "bhopal", name: "Aangan Bhopal", city: "Bhopal", stateCode: "MP", address: "E-3 Arera Colony, 10 Number Market", pincode: "462016", hours: weekdays, extension: "145", latitude: 23.215, longitude: 77.433 },
];

/** The phone number a store answers on, as shown: "1800-208-4040, ext. 101". */
export function storePhoneText(extension: string): string {
  return `${site.tollFreePhone}, ext. ${extension}`;
}

export async function seedWarehouses(db: Database): Promise<void> {
  await insertRows(
    db,
    warehouses,
    warehouseSeeds.map((warehouse, index) => ({ id: index + 1, ...warehouse })),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('warehouses', 'id'), ${warehouseSeeds.length})`);
}

export async function seedStores(db: Database): Promise<void> {
  await insertRows(
    db,
    stores,
    storeSeeds.map(({ extension, ...store }, index) => ({
      id: index + 1,
      ...store,
      phone: storePhoneText(extension),
    })),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('stores', 'id'), ${storeSeeds.length})`);
}
