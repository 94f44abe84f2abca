/**
 * Values fixed when the site is built. The prerendered HTML carries the build year in the footer;
 * hydration starts from the same value so it never mismatches, then the browser shows its own year.
 */
export function buildTimeDefines(): Record<string, string> {
  return { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };
}
