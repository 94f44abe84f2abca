/**
 * Staff write banners in markdown and visitors' browsers render them. The renderer already shows raw HTML
 * as text and drops unsafe link addresses (banner-markdown.tsx), but the API must not hand out hostile text
 * either (another client, a future renderer): what is saved is cleaned here, and the office's preview
 * renders this same cleaned text, so it shows exactly what the visitor will get.
 */

/** An HTML tag, closing tag, comment, declaration or processing instruction; `a < b` is left alone. */
const HTML_MARKUP = /<!--[\s\S]*?(?:-->|$)|<![A-Za-z[][^>]*>?|<\?[\s\S]*?(?:\?>|$)|<\/?[A-Za-z][^>]*>?/g;

/** Link addresses a visitor may follow: the web, e-mail, the phone, and places on the site itself. */
const SAFE_ADDRESS = /^(?:https?:|mailto:|tel:|[/#?]|[^:]*$)/i;

// Characters a browser ignores inside a scheme ("java\tscript:") and HTML character references
// ("java&#115;cript:"), both removed before the scheme is judged.
const IGNORED_IN_SCHEME = /[\p{Cc}\p{Cf}\s]/gu;
const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi;
const NAMED_REFERENCES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", sol: "/" };

function decodeReferences(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (whole, hex?: string, decimal?: string, name?: string) => {
    const code = hex !== undefined ? Number.parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : NaN;
    if (Number.isFinite(code) && code <= 0x10ffff) return String.fromCodePoint(code);
    return (name && NAMED_REFERENCES[name.toLowerCase()]) ?? whole;
  });
}

/** Whether a link address is one a visitor may be sent to (see SAFE_ADDRESS). */
export function isSafeAddress(address: string): boolean {
  const plain = decodeReferences(address.replace(/\\(.)/g, "$1")).replace(IGNORED_IN_SCHEME, "");
  return SAFE_ADDRESS.test(plain);
}

/** Text without any HTML markup: tags, comments and the like removed, the rest kept as typed. */
export function withoutHtml(text: string): string {
  // Removing one tag can join the halves of another ("<scr<b>ipt>"): repeat until nothing changes.
  let current = text;
  for (;;) {
    const next = current.replace(HTML_MARKUP, "");
    if (next === current) return next;
    current = next;
  }
}

// Inline links and images "[text](address "title")", and reference definitions "[id]: address".
// Addresses may hold one level of balanced parentheses, as CommonMark allows ("alert(1)").
const INLINE_LINK = /(\]\(\s*)(<[^>]*>|(?:[^\s()]|\([^\s()]*\))+)/g;
const REFERENCE_DEFINITION = /^( {0,3}\[[^\]]+\]:[ \t]*)(<[^>]*>|\S+)/gm;

function safeDestination(prefix: string, address: string): string {
  const bare = address.startsWith("<") && address.endsWith(">") ? address.slice(1, -1) : address;
  return isSafeAddress(bare) ? `${prefix}${address}` : `${prefix}#`;
}

/**
 * Markdown safe to hand to any renderer: no HTML markup, and every link or image address that is not
 * http(s), mailto, tel or on the site replaced by "#" (javascript:, data:, vbscript:, however disguised).
 */
export function safeMarkdown(markdown: string): string {
  return withoutHtml(markdown)
    .replace(INLINE_LINK, (_, prefix: string, address: string) => safeDestination(prefix, address))
    .replace(REFERENCE_DEFINITION, (_, prefix: string, address: string) => safeDestination(prefix, address));
}
