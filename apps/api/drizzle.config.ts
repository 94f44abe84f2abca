import Module, { register } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig } from "drizzle-kit";

/*
 * npm installed drizzle-orm under apps/api/node_modules and drizzle-kit at the repository root, and
 * drizzle-kit loads drizzle-orm from its own location (both with require and import). Until the install
 * hoists drizzle-orm, point both resolvers at this workspace's copy so `npm run db:generate` works.
 */
// drizzle-kit runs from apps/api (npm run -w), where its paths below are relative too.
const apiDir = process.cwd();
process.env.NODE_PATH = resolve(apiDir, "node_modules");
(Module as unknown as { _initPaths: () => void })._initPaths();
register(pathToFileURL(resolve(apiDir, "scripts/resolve-drizzle-orm.mjs")));

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
