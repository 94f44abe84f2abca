import { formatMoney } from "@park/domain/money.ts";
import { useId, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { deletePromotion, fetchPromotions, type OfficePromotion } from "./content-calls.ts";
import { CONTENT_TEXTS } from "./content-texts.ts";
import { problemOf } from "./field-errors.ts";
import {
  BUTTON_CLASSES,
  ConfirmDialog,
  DANGER_BUTTON_CLASSES,
  SECONDARY_BUTTON_CLASSES,
  Status,
} from "./form-parts.tsx";
import { LoadState } from "./load-state.tsx";
import { PromotionForm } from "./promotion-form.tsx";
import { useLoaded } from "./use-loaded.ts";

/** /office/content/promotions (admin): special codes visitors type in the cart; add, change, delete unused ones. */
export default function PromotionsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const t = texts.promotions;
  const listId = useId();
  const { loaded, reload } = useLoaded(fetchPromotions);
  const [form, setForm] = useState<{ editing: OfficePromotion | null } | null>(null);
  const [deleting, setDeleting] = useState<OfficePromotion | null>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  async function remove(promotion: OfficePromotion) {
    setDeleting(null);
    try {
      await deletePromotion(promotion.id);
      setNotice({ kind: "ok", text: texts.deleted });
      reload();
    } catch (error) {
      setNotice({ kind: "error", text: problemOf(error, language)?.message ?? "" });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
      {form ? (
        <PromotionForm
          key={form.editing?.id ?? "new"}
          editing={form.editing}
          texts={texts}
          onCancel={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setNotice({ kind: "ok", text: texts.saved });
            setVersion((value) => value + 1);
            reload();
          }}
        />
      ) : (
        <div>
          <button type="button" className={BUTTON_CLASSES} onClick={() => setForm({ editing: null })}>
            {t.new}
          </button>
        </div>
      )}
      <div aria-live="polite">{notice && <Status kind={notice.kind} text={notice.text} />}</div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-bold text-gray-900">
          {t.list}
        </h2>
        <LoadState loaded={loaded} texts={texts} onRetry={reload}>
          {(promotions) =>
            promotions.length === 0 ? (
              <p className="text-gray-800">{t.empty}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {promotions.map((promotion) => (
                  <li
                    key={promotion.id}
                    className="flex flex-wrap items-start gap-4 rounded border border-gray-300 p-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-mono text-lg font-bold text-gray-900">{promotion.code}</p>
                      <p className="text-gray-800">
                        {t.dates}: {promotion.startDate} – {promotion.endDate} ·{" "}
                        {t.arrival[promotion.arrivalTime]}
                      </p>
                      <p className="text-gray-800">
                        {t.prices}: {formatMoney(promotion.pricePerDay)} /{" "}
                        {formatMoney(promotion.pricePerNight)} · {t.uses}: {promotion.uses}
                      </p>
                      <details className="mt-1">
                        <summary className="cursor-pointer text-sm font-semibold text-gray-900">
                          {texts.history}
                        </summary>
                        <AuditTrail key={version} entityType="promotion" entityId={String(promotion.id)} />
                      </details>
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={SECONDARY_BUTTON_CLASSES}
                        onClick={() => setForm({ editing: promotion })}
                        aria-label={`${texts.edit}: ${promotion.code}`}
                      >
                        {texts.edit}
                      </button>
                      {promotion.uses > 0 ? (
                        <span className="self-center text-sm text-gray-700">{t.inUse}</span>
                      ) : (
                        <button
                          type="button"
                          className={DANGER_BUTTON_CLASSES}
                          onClick={() => setDeleting(promotion)}
                          aria-label={`${texts.delete}: ${promotion.code}`}
                        >
                          {texts.delete}
                        </button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.confirmTitle}
        question={deleting ? texts.confirmDelete(t.what(deleting.code)) : ""}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
