/** A WhatsApp share link (wa.me) that opens the app with `text` typed in and no recipient chosen. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The confirmation page's own address, for sharing. */
export function orderPageUrl(origin: string, code: string): string {
  return `${origin}/order/${encodeURIComponent(code)}`;
}
