import { describe, expect, it } from "vitest";
import careersEn from "../../shared/i18n/locales/careers/en.json";
import careersEs from "../../shared/i18n/locales/careers/es.json";
import en from "../../shared/i18n/locales/en.json";
import es from "../../shared/i18n/locales/es.json";

type Texts = { [key: string]: string | Texts };

function leaves(texts: Texts, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

describe("careers texts", () => {
  it("have the same keys in Spanish and English, none empty", () => {
    const spanish = leaves(careersEs);
    const english = leaves(careersEn);
    expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
    for (const [key, text] of [...spanish, ...english]) expect(text.trim(), key).not.toBe("");
  });

  it("never replace a text of the site", () => {
    const site = new Set([...leaves(es).keys(), ...leaves(en).keys()]);
    for (const key of leaves(careersEs).keys()) expect(site.has(key), key).toBe(false);
  });

  it("keep the spec's Spanish words for the leave dialog", () => {
    expect(careersEs.careers.form.leaveTitle).toBe("Formulario incompleto");
    expect(careersEs.careers.page.temporary).toBe("Temporal");
  });
});
