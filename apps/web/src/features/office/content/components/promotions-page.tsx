import { formatMoney } from "@park/domain/money.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { DANGER_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { deletePromotion, fetchPromotions } from "../api/content-api.ts";
import { CONTENT_TEXTS } from "../content-texts.ts";
import { ContentListPage } from "./content-list-page.tsx";
import { PromotionForm } from "./promotion-form.tsx";

/** /office/content/promotions (admin): special codes visitors type in the cart; add, change, delete unused ones. */
export default function PromotionsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const t = texts.promotions;

  return (
    <ContentListPage
      kind={t}
      area="promotions"
      fetchItems={fetchPromotions}
      listed={(promotion) => ({ key: promotion.id, name: promotion.code, auditType: "promotion" })}
      form={(editing, onCancel, onSaved) => (
        <PromotionForm
          key={editing?.id ?? "new"}
          editing={editing}
          texts={texts}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
      body={(promotion) => ({
        lines: (
          <>
            <p className="font-mono text-lg font-bold text-gray-900">{promotion.code}</p>
            <p className="text-gray-800">
              {t.dates}: {promotion.startDate} – {promotion.endDate} · {t.arrival[promotion.arrivalTime]}
            </p>
            <p className="text-gray-800">
              {t.prices}: {formatMoney(promotion.pricePerDay)} / {formatMoney(promotion.pricePerNight)} ·{" "}
              {t.uses}: {promotion.uses}
            </p>
          </>
        ),
      })}
      actions={(promotion, ask) =>
        promotion.uses > 0 ? (
          <span className="self-center text-sm text-gray-700">{t.inUse}</span>
        ) : (
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            onClick={ask}
            aria-label={`${texts.delete}: ${promotion.code}`}
          >
            {texts.delete}
          </button>
        )
      }
      confirmed={{
        label: texts.delete,
        question: (promotion) => texts.confirmDelete(t.what(promotion.code)),
        run: (promotion) => deletePromotion(promotion.id),
        done: texts.deleted,
      }}
    />
  );
}
