/** The system Chromium the browser tests drive (run-e2e.mjs checks it is there), and its flags. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** No sandbox (CI runs as root), no GPU, nothing the browser would fetch or sync on its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
