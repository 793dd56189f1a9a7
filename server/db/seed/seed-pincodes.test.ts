import { describe, expect, it } from "vitest";
import { pincodeRows, stateCodeFor, titleCase, type PostOffice } from "./seed-pincodes";

function office(fields: Partial<PostOffice> & Pick<PostOffice, "p">): PostOffice {
  return { o: "Somewhere B.O", d: 1, i: "PUNE", s: "MAHARASHTRA", a: 18.52, n: 73.85, t: "BO", v: "Pune City Division", ...fields };
}

describe("folding India Post's offices into one row per PIN code", () => {
  it("names the PIN code after its head office, and delivers when any office does", () => {
    const rows = pincodeRows([
      office({ p: "411001", o: "Camp S.O", t: "PO", d: 0 }),
      office({ p: "411001", o: "Pune H.O", t: "HO", d: 0 }),
      office({ p: "411001", o: "Kasba B.O", t: "BO", d: 1 }),
    ]);
    expect(rows).toEqual([
      { pincode: "411001", officeName: "Pune H.O", district: "Pune", stateCode: "MH", latitude: 18.52, longitude: 73.85, delivers: true },
    ]);
  });

  it("ignores coordinates outside India or far from the district, and falls back to the district's middle", () => {
    const district = Array.from({ length: 5 }, (_, index) => office({ p: `41100${index + 2}`, a: 18.5 + index / 100, n: 73.8 }));
    const rows = pincodeRows([
      ...district,
      office({ p: "411010", a: 18.53, n: 73.81 }),
      office({ p: "411010", a: 73.81, n: 18.53 }), // swapped
      office({ p: "411010", a: 23.5, n: 78.5 }), // another state
      office({ p: "411011", a: 0, n: 0 }),
    ]);
    expect(rows.find((row) => row.pincode === "411010")).toMatchObject({ latitude: 18.53, longitude: 73.81 });
    // The middle of the seven offices of Pune with coordinates in India: the far one does not move it.
    expect(rows.find((row) => row.pincode === "411011")).toMatchObject({ latitude: 18.53, longitude: 73.8 });
  });

  it("takes the state most offices give, and for a PIN code with none, its sorting district's", () => {
    const rows = pincodeRows([
      office({ p: "523260", i: "PRAKASAM", s: "ANDHRA PRADESH" }),
      office({ p: "523261", i: "NA", s: "NA", v: "Prakasam Division" }),
      office({ p: "506003", i: "HANUMAKONDA", s: "TELANGANA" }),
      office({ p: "506003", i: "HANUMAKONDA", s: "TELANGANA" }),
      office({ p: "506003", i: "WARANGAL", s: "ANDHRA PRADESH" }),
    ]);
    expect(rows.map((row) => [row.pincode, row.stateCode, row.district])).toEqual([
      ["506003", "TS", "Hanumakonda"],
      ["523260", "AP", "Prakasam"],
      ["523261", "AP", "Prakasam"],
    ]);
  });
});

describe("the directory's state names", () => {
  it.each([
    ["MAHARASHTRA", "", "MH"],
    ["DELHI", "", "DL"],
    ["JAMMU AND KASHMIR", "", "JK"],
    ["LADAKH", "", "LA"],
    ["ANDAMAN AND NICOBAR ISLANDS", "", "AN"],
    ["THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", "DAMAN", "DD"],
    ["THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", "DIU", "DD"],
    ["THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", "DADRA AND NAGAR HAVELI", "DN"],
    ["NA", "", null],
  ])("%s (%s) is %s", (name, district, code) => {
    expect(stateCodeFor(name, district)).toBe(code);
  });

  it("writes districts in title case", () => {
    expect(titleCase("MUMBAI SUBURBAN")).toBe("Mumbai Suburban");
    expect(titleCase("24 PARAGANAS NORTH")).toBe("24 Paraganas North");
    expect(titleCase("DADRA AND NAGAR HAVELI")).toBe("Dadra and Nagar Haveli");
  });
});
