/** The slideshow's timings (001 §2 and §9 UI constants: fade, 500 ms) and how far a finger must swipe. */
export const GALLERY = { fadeMs: 500, swipePx: 40 } as const;
