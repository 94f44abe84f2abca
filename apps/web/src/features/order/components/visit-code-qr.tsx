import { visitCodeQrPath } from "@park/domain/quote/visit-code.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/order.ts";

/** 001 §9 UI constants: "QR code 163 wide, margin 0". */
const QR_WIDTH = 163;

/**
 * The visit code as a QR for the gate's reader, drawn by the API as SVG (sharp when printed). It is the
 * largest thing a paid order's page draws: the page's head script asks for it as the HTML arrives
 * (app/layout/early-answer.ts), so it is there when the order is, with no QR library to fetch and run first.
 */
export function VisitCodeQr({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <img
      src={visitCodeQrPath(code)}
      width={QR_WIDTH}
      height={QR_WIDTH}
      alt={t("order.gate.qrAlt", { code })}
      className="bg-sand-100"
    />
  );
}
