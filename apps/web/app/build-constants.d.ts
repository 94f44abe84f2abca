/** Replaced by Vite at build time (build-defines.ts). */
declare const __BUILD_YEAR__: number;
