import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { VisitCodeQr } from "./visit-code-qr.tsx";
import "../../../shared/i18n/commerce/order.ts";

/** What the gate reads: the QR of the visit code and the code itself in large letters. */
export function GatePass({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="order-gate"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center ring-1 ring-sand-200 sm:flex-row sm:text-start"
    >
      <VisitCodeQr code={code} />
      <div>
        <h2 id="order-gate" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          {t("order.gate.heading")}
        </h2>
        <p className="mt-1 font-mono text-4xl font-bold tracking-[0.2em] text-forest-900 sm:text-5xl">
          {code}
        </p>
        <p className="mt-2 max-w-sm text-sm text-stone-700">{t("order.gate.hint")}</p>
      </div>
    </section>
  );
}
