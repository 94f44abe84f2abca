/**
 * Field message keys of the office's content forms: the API's validation answers carry the key with the
 * "content." prefix, and each runtime words them (the API's `contentFields`, the web's
 * `officeCodes.contentFields`).
 */
export const CONTENT_FIELD_MESSAGE_KEYS = [
  "required",
  "too_long",
  "invalid_date",
  "past_date",
  "invalid_hour",
  "end_before_start",
  "code_format",
  "negative_price",
  "price_format",
  "capacity_range",
  "title_id_format",
  "shift_types",
  "picture_required",
  "file_type",
  "file_too_large",
] as const;

export type ContentFieldMessageKey = (typeof CONTENT_FIELD_MESSAGE_KEYS)[number];

export const CONTENT_KEY_PREFIX = "content.";

function isContentFieldMessageKey(name: string): name is ContentFieldMessageKey {
  return (CONTENT_FIELD_MESSAGE_KEYS as readonly string[]).includes(name);
}

/** The content field key behind a "content."-prefixed message, or undefined for any other message. */
export function contentFieldMessageKey(message: string): ContentFieldMessageKey | undefined {
  if (!message.startsWith(CONTENT_KEY_PREFIX)) return undefined;
  const name = message.slice(CONTENT_KEY_PREFIX.length);
  return isContentFieldMessageKey(name) ? name : undefined;
}
