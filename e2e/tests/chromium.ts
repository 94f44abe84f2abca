/**
 * The system Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless): the same engine as the full browser without its window, compositor and viewer. On the 2-core CI
 * machine the whole browser suite ran in 6.7 minutes with it against 11.7 with the full `chromium`
 * (decision 0050). run-e2e.mjs checks it is there.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium-headless-shell";

/** No sandbox (CI runs as root), no GPU, nothing the browser would fetch or sync on its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
