/**
 * What the homepage's welcome "video" is (README in apps/web/public/pictures/home). Today an original
 * animated illustration drawn in layers (welcome-animation.tsx); a real clip replaces it by setting `kind`
 * to "video" with the clip and a still poster.
 */
export const WELCOME_MEDIA: { kind: "animation" } | { kind: "video"; loop: string; poster: string } = {
  kind: "animation",
};

/** The scene's shape (16:9); elements showing it reserve this space so nothing moves while it loads. */
export const WELCOME_SIZE = { width: 1600, height: 900 } as const;
