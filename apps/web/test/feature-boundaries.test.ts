import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The lint rule that keeps features apart (biome.json, decision 0053) names each feature folder; a new
 * feature is guarded only once the rule names it, so this test fails until it does.
 */
const ROOT = resolve(import.meta.dirname, "../../..");
const FEATURES = resolve(ROOT, "apps/web/src/features");

type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
};

const overrides: Override[] = JSON.parse(readFileSync(resolve(ROOT, "biome.json"), "utf8")).overrides;
const featureRules = overrides.filter((override) =>
  override.includes.some((glob) => glob.startsWith("apps/web/src/features/*")),
);
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the features' import rule", () => {
  it("covers files at every depth a feature has", () => {
    const depths = new Set(
      readdirSync(FEATURES, { recursive: true, encoding: "utf8" })
        .filter((path) => /\.tsx?$/.test(path))
        .map((path) => path.split("/").length - 2),
    );
    const covered = featureRules.map((rule) => (rule.includes[0]?.split("/").length ?? 0) - 6);
    expect(covered.sort()).toEqual([...depths].sort());
  });

  it("leaves no feature out (the office included)", () => {
    for (const rule of featureRules) expect(rule.includes.filter((glob) => glob.startsWith("!"))).toEqual([]);
  });

  it("forbids every feature but the quote core, at every depth", () => {
    for (const rule of featureRules) {
      const group = rule.linter?.rules?.style?.noRestrictedImports?.options.patterns[0]?.group ?? [];
      const forbidden = features.filter((feature) => group.includes(`**/features/${feature}/**`));
      expect(forbidden).toEqual(features.filter((feature) => feature !== "quote"));
    }
  });
});
