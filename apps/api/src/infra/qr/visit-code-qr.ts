import QRCode from "qrcode";

/** Twice the confirmation page's 163 px, margin 0 like it (001 §9), so it stays sharp on dense screens. */
const QR_PIXELS = 326;
/** 001 §9 UI constants: "QR code 163 wide, margin 0". */
const QR_PAGE_WIDTH = 163;

/** The PNG of a visit code's QR, as the gate scans it: in the confirmation e-mail and the visit summary. */
export function visitCodeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: "png", width: QR_PIXELS, margin: 0, errorCorrectionLevel: "M" });
}

/** The confirmation page's QR of a visit code: SVG, 163 wide and without margin (001 §9), sharp when printed. */
export function visitCodeQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg", width: QR_PAGE_WIDTH, margin: 0, errorCorrectionLevel: "M" });
}
