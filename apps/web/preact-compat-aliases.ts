import { fileURLToPath } from "node:url";

/**
 * The site runs on Preact through preact/compat instead of React (decision 0014): every `import "react"`,
 * ours or a library's, meets Preact. Exact matches only, so `react-router` or `react-day-picker` stay themselves.
 * Shared by the build (vite.config.ts) and the unit tests (vitest.config.ts), which test the shipped runtime.
 */
export const PREACT_COMPAT_ALIASES: { find: RegExp; replacement: string }[] = [
  // preact/compat and React 19's `use`.
  { find: /^react$/, replacement: fileURLToPath(new URL("app/preact/react-19-api.ts", import.meta.url)) },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];
