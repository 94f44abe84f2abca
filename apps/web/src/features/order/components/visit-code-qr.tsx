import { useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/order.ts";

/** 001 §9 UI constants: "QR code 163 wide, margin 0". */
const QR_WIDTH = 163;

/**
 * The visit code as a QR for the gate's reader. `qrcode` is imported here, so it loads with this page only;
 * the SVG stays sharp when printed.
 */
export function VisitCodeQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toString(code, { type: "svg", width: QR_WIDTH, margin: 0 }))
      .then(
        (markup) => {
          if (current) setSvg(markup);
        },
        // The code stays readable in large letters beside it; the gate can type it.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [code]);

  return svg === null ? (
    <div aria-hidden="true" className="bg-sand-100" style={{ width: QR_WIDTH, height: QR_WIDTH }} />
  ) : (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={QR_WIDTH}
      height={QR_WIDTH}
      alt={t("order.gate.qrAlt", { code })}
    />
  );
}
