import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "./build-defines.ts";

const apiTarget = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  server: {
    // `npm run dev` runs Vite in front of the API: forward the API's own paths to it.
    proxy: { "/api": apiTarget, "/auth": apiTarget },
  },
});
