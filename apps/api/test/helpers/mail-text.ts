/** A message's text with its quoted-printable parts decoded, as a mail client shows it (names, prices). */
export function readableMail(mail: string): string {
  const raw = Buffer.from(mail, "utf8").toString("latin1").replaceAll("=\n", "");
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}
