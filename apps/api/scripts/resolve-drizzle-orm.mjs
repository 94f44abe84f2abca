// Module resolve hook used by drizzle.config.ts: drizzle-orm is installed under apps/api/node_modules while
// drizzle-kit is at the repository root, and drizzle-kit imports drizzle-orm from its own location.
const API_PACKAGE = new URL("../package.json", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
    return nextResolve(specifier, { ...context, parentURL: API_PACKAGE });
  }
  return nextResolve(specifier, context);
}
