/** The banner's colours as the API names them (the domain's BANNER_COLORS, kept here free of zod for the layout). */
export const BANNER_COLORS = ["red", "orange", "green", "blue"] as const;
export type BannerColor = (typeof BANNER_COLORS)[number];

// Each pair meets WCAG AA contrast (4.5:1) for normal text, links included. The office's preview uses
// these and BANNER_TEXT_CLASSES too, so it shows the banner exactly as visitors get it.
export const BANNER_COLOR_CLASSES: Record<BannerColor, string> = {
  red: "bg-red-700 text-white",
  orange: "bg-orange-300 text-orange-950",
  green: "bg-forest-700 text-white",
  blue: "bg-lake-700 text-white",
};

/** How the banner's rendered markdown is styled: paragraphs, links, headings and lists. */
export const BANNER_TEXT_CLASSES =
  "text-sm leading-6 [&>*+*]:mt-1 [&_a:focus-visible]:outline-current [&_a]:font-semibold [&_a]:underline [&_h1]:font-bold [&_h2]:font-bold [&_h3]:font-bold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc";
