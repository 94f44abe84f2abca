import { useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/order.ts";

/** 001 §9 UI constants: "QR code 163 wide, margin 0". */
const QR_WIDTH = 163;

/*
 * The QR is the largest thing a paid order's page draws. `qrcode` loads apart, with this page only, but its
 * fetch starts as this module runs, beside the order's first render, not after it: asked from the effect,
 * it was one more round trip after the page had drawn (about 0.3 s of a phone's largest paint).
 */
const qrcodeModule = import("qrcode");

/** The visit code as a QR for the gate's reader; the SVG stays sharp when printed. */
export function VisitCodeQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void qrcodeModule
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
