import { describe, expect, it } from "vitest";
import {
  addressLanguage,
  isTranslatedPath,
  localizedPath,
  TRANSLATED_PRERENDERED_PATHS,
  withoutLanguage,
} from "../src/shared/routing/page-language.ts";
import { PRERENDERED_PATHS } from "../src/shared/routing/site-pages.ts";

describe("the address of a page in each language (decision 0059)", () => {
  it("gives every information page an English address under /en, the homepage /en", () => {
    expect(localizedPath("/prices", "en")).toBe("/en/prices");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/product-air/canopy-tour", "en")).toBe("/en/product-air/canopy-tour");
    expect(TRANSLATED_PRERENDERED_PATHS).toHaveLength(PRERENDERED_PATHS.length);
    expect(TRANSLATED_PRERENDERED_PATHS).toContain("/en");
    expect(TRANSLATED_PRERENDERED_PATHS).toContain("/en/faq");
  });

  it("moves between the two addresses either way, keeping the query and the fragment", () => {
    expect(localizedPath("/en/prices", "es")).toBe("/prices");
    expect(localizedPath("/en", "es")).toBe("/");
    expect(localizedPath("/en/", "es")).toBe("/");
    expect(localizedPath("/faq#tickets", "en")).toBe("/en/faq#tickets");
    expect(localizedPath("/en/contact?subject=2", "es")).toBe("/contact?subject=2");
    expect(localizedPath("/en/prices", "en")).toBe("/en/prices");
    // A section path leads to its first page in the same language.
    expect(localizedPath("/product-earth", "en")).toBe("/en/product-earth");
  });

  it("leaves the pages with one address as they are: the visitor's own and the office", () => {
    for (const path of [
      "/cart",
      "/checkout/contact-payment",
      "/order/ABC123",
      "/careers/job-details/4/apply",
      "/office",
    ]) {
      expect(localizedPath(path, "en"), path).toBe(path);
      expect(addressLanguage(path), path).toBeNull();
      expect(isTranslatedPath(path), path).toBe(false);
    }
    expect(localizedPath("/cart#activities-heading", "en")).toBe("/cart#activities-heading");
  });

  it("gives a vacancy an address per language too (its HTML is the API's, decision 0060)", () => {
    expect(localizedPath("/careers/job-details/4", "en")).toBe("/en/careers/job-details/4");
    expect(localizedPath("/en/careers/job-details/4", "es")).toBe("/careers/job-details/4");
    expect(addressLanguage("/en/careers/job-details/4")).toBe("en");
    expect(addressLanguage("/careers/job-details/4")).toBe("es");
  });

  it("reads the language an address shows", () => {
    expect(addressLanguage("/en/prices")).toBe("en");
    expect(addressLanguage("/en")).toBe("en");
    expect(addressLanguage("/prices")).toBe("es");
    expect(addressLanguage("/")).toBe("es");
    // Neither a page nor an English one: `/en/cart` is no address of the site, `/enx` no prefix.
    expect(addressLanguage("/en/cart")).toBeNull();
    expect(addressLanguage("/enx")).toBeNull();
    expect(withoutLanguage("/en/product-water/lake/")).toBe("/product-water/lake");
  });
});
