/**
 * The events page's header picture (README in apps/web/public/pictures/events): today an original
 * illustration; a photo replaces it here with its own size, which the page reserves before it loads.
 */
export const EVENTS_PICTURE = {
  src: "/pictures/events/lakeside-night.svg",
  width: 1200,
  height: 800,
} as const;
