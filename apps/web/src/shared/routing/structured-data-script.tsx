/**
 * Structured data (JSON-LD) a page renders itself from what it read, where the server wrote the same into
 * the page's HTML for crawlers that run no JavaScript (hydration drops those tags: decision 0060). Every
 * "<" is escaped, so no text in it can close the script element.
 */
export function StructuredDataScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, every "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll("<", "\\u003c") }}
    />
  );
}
