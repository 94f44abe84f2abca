/**
 * What the homepage's welcome "video" is (README in apps/web/public/pictures/home). Today an original
 * animated illustration; a real clip replaces it by switching `kind` to "video" and pointing `loop` at it.
 */
export const WELCOME_MEDIA: { kind: "animation" | "video"; loop: string; poster: string } = {
  kind: "animation",
  loop: "/pictures/home/welcome-loop.svg",
  poster: "/pictures/home/welcome-poster.svg",
};

/** The scene's shape (16:9); elements showing it reserve this space so nothing moves while it loads. */
export const WELCOME_SIZE = { width: 1600, height: 900 } as const;
