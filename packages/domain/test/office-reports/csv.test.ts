import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "../../src/office-reports/csv.ts";

describe("csvCell", () => {
  it("quotes commas, quotes, line breaks and spaces at the ends, doubling quotes", () => {
    expect(csvCell("López, Ana")).toBe('"López, Ana"');
    expect(csvCell('El "Güero"')).toBe('"El ""Güero"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(" spaced")).toBe('" spaced"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("shows text that starts like a formula as text, but keeps negative numbers as numbers", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+52 646")).toBe("'+52 646");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-900.5)).toBe("-900.5");
    expect(csvCell(18.25)).toBe("18.25");
  });

  it("writes nothing for null and for a number that is not finite", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins cells with commas and ends with CRLF; the file starts with a BOM", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
