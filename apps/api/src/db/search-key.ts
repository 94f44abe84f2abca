function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
}

/** A city name as the search compares it: lower case, no accents, single spaces ("San José" -> "san jose"). */
export function searchKey(name: string): string {
  return fold(name).trim();
}

/** What the visitor typed, folded the same way; a trailing space is kept so "San " skips "Santa Ana". */
export function searchPrefix(typed: string): string {
  return fold(typed).trimStart();
}
