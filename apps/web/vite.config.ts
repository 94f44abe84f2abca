import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "./build-defines.ts";

const apiTarget = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  resolve: {
    alias: {
      "use-sync-external-store/shim": fileURLToPath(
        new URL("./app/react-sync-external-store.ts", import.meta.url),
      ),
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` runs Vite in front of the API: forward the API's own paths (and its payment sandbox) to it.
    proxy: { "/api": apiTarget, "/auth": apiTarget, "/__sandbox": apiTarget },
  },
});
