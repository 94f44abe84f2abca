import { compiler } from "markdown-to-jsx";

/**
 * The banner's markdown, in its own chunk: the parser (7 KB gzipped) is loaded only when a banner is active.
 * Staff write the text and a visitor's browser renders it: raw HTML stays text, so no markup can be
 * injected, and the library's sanitizer drops javascript:, vbscript: and data: addresses from links.
 */
export default function BannerMarkdown({ content }: { content: string }) {
  // Paragraphs even for a one-line banner (forceBlock), placed straight in the banner's text box, whose
  // spacing rules style them (wrapper: null).
  return compiler(content, { disableParsingRawHTML: true, forceBlock: true, wrapper: null });
}
