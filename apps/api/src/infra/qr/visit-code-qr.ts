import QRCode from "qrcode";

/** Twice the confirmation page's 163 px, margin 0 like it (001 §9), so it stays sharp on dense screens. */
const QR_PIXELS = 326;

/** The PNG of a visit code's QR, as the gate scans it: in the confirmation e-mail and the visit summary. */
export function visitCodeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: "png", width: QR_PIXELS, margin: 0, errorCorrectionLevel: "M" });
}
