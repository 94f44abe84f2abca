/** Replaced by Vite at build time (build-defines.ts). */
declare const __BUILD_YEAR__: number;
/** Where the site is published, e.g. "https://www.ensenadapark.com" (build-defines.ts). */
declare const __SITE_ORIGIN__: string;
