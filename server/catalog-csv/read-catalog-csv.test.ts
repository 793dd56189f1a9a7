// Reading a catalog CSV as it streams in: a file that is not one is refused at once, however much
// of it is still to come, and the header is checked before any row is kept.
import { describe, expect, it } from "vitest";
import { catalogCsvColumns } from "../../app/lib/catalog-csv";
import { readCatalogCsv } from "./read-catalog-csv";

const header = `${catalogCsvColumns.join(",")}\n`;

describe("reading a catalog CSV", () => {
  it("refuses a JSON body as a file it cannot read", async () => {
    await expect(readCatalogCsv([Buffer.from('{"file":"not a CSV"}')])).rejects.toMatchObject({ code: "invalid_file", status: 422 });
  });

  it("stops at the first unreadable line of a long upload without reading the rest", async () => {
    let chunksRead = 0;
    function* upload() {
      yield Buffer.from(`${header}"an unclosed quote, then"more\n`);
      for (let chunk = 0; chunk < 10_000; chunk += 1) {
        chunksRead += 1;
        yield Buffer.from("x,".repeat(8_000));
      }
    }
    await expect(readCatalogCsv(upload())).rejects.toMatchObject({ code: "invalid_file" });
    expect(chunksRead).toBeLessThan(10_000);
  });

  it("reads quoted cells with commas, quotes and line breaks, and numbers rows as a spreadsheet does", async () => {
    const cells = catalogCsvColumns.map((column) => (column === "description" ? '"Two lines,\nwith a ""quote"""' : column === "name" ? "'=1+1" : "x"));
    const rows = await readCatalogCsv([Buffer.from(`\ufeff${header}${cells.join(",")}\n${cells.join(",")}\n`)]);
    expect(rows.map((row) => row.row)).toEqual([2, 3]);
    expect(rows[0]?.cells.description).toBe('Two lines,\nwith a "quote"');
    expect(rows[0]?.cells.name).toBe("=1+1");
  });

  it("reads a file made before some Hindi columns existed: the columns it leaves out are undefined, not blank", async () => {
    const older = catalogCsvColumns.filter((column) => !["seo_title_hi", "seo_description_hi", "option_name_hi"].includes(column));
    const cells = older.map((column) => (column === "name_hi" ? "सागौन की मेज़" : "x"));
    const [row] = await readCatalogCsv([Buffer.from(`${older.join(",")}\n${cells.join(",")}\n`)]);
    expect(row?.cells.name_hi).toBe("सागौन की मेज़");
    expect([row?.cells.seo_title_hi, row?.cells.seo_description_hi, row?.cells.option_name_hi]).toEqual([undefined, undefined, undefined]);
    expect(row?.cells.option_name).toBe("x");
  });

  it("names the columns a header lacks and those it should not have", async () => {
    const wrong = header.replace("hsn_code", "hsn");
    await expect(readCatalogCsv([Buffer.from(wrong)])).rejects.toThrow(/it lacks hsn_code, and it has columns this file does not use: hsn/);
  });
});
