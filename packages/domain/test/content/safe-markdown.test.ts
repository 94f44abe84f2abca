import { describe, expect, it } from "vitest";
import { isSafeAddress, safeMarkdown, withoutHtml } from "../../src/content/safe-markdown.ts";

describe("safeMarkdown", () => {
  it("keeps ordinary markdown as typed", () => {
    const text =
      "**Abierto** el 24 de diciembre.\n\n- Canopy 9:00\n- [Precios](/prices) y [mapa](https://maps.example.com/x?a=1)\n\nNiños < 3 años gratis";
    expect(safeMarkdown(text)).toBe(text);
  });

  it.each([
    // Script tags, event handlers and comments go.
    ["Hola <script>alert(1)</script> mundo", "Hola alert(1) mundo"],
    ['<img src=x onerror="alert(1)">Aviso', "Aviso"],
    ["A<!-- <script>x</script> -->B", "AB"],
    // A tag split by another leaves harmless halves, never a tag.
    ["<scr<b>ipt>alert(1)</scr</b>ipt>", "ipt>alert(1)ipt>"],
    ['<a href="javascript:alert(1)">x</a>', "x"],
    // javascript:, data: and vbscript: link addresses become #, however disguised.
    ["[clic](javascript:alert(1))", "[clic](#)"],
    ["[clic](JaVaScRiPt:alert(1))", "[clic](#)"],
    ["[clic](java&#115;cript:alert(1))", "[clic](#)"],
    ["[clic](java&#x09;script&colon;alert(1))", "[clic](#)"],
    // The angle-bracket form reads as a tag and goes with the markup.
    ["[clic](<javascript:alert(1)>)", "[clic]()"],
    ["![x](data:text/html;base64,PHNjcmlwdD4=)", "![x](#)"],
    ["[a][r]\n\n[r]: vbscript:msgbox(1)", "[a][r]\n\n[r]: #"],
  ])("removes what could run from %j", (typed, safe) => {
    expect(safeMarkdown(typed)).toBe(safe);
  });

  it("keeps web, e-mail, phone and on-site addresses", () => {
    for (const address of [
      "https://x.mx",
      "http://x.mx",
      "mailto:a@b.mx",
      "tel:+526461234567",
      "/faq",
      "#top",
      "faq",
    ]) {
      expect(isSafeAddress(address)).toBe(true);
    }
    expect(isSafeAddress("javascript:void(0)")).toBe(false);
    expect(isSafeAddress(" javascript:x")).toBe(false);
  });
});

describe("withoutHtml", () => {
  it("leaves comparison signs that start no tag", () => {
    expect(withoutHtml("5 < 6 y 7 > 2")).toBe("5 < 6 y 7 > 2");
    expect(withoutHtml("Fiesta <b>grande</b>")).toBe("Fiesta grande");
  });
});
