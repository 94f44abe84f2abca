import { formatMoney } from "@park/domain/money.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { DANGER_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { deletePromotion, fetchPromotions } from "../api/content-api.ts";
import { ContentListPage } from "./content-list-page.tsx";
import { PromotionForm } from "./promotion-form.tsx";

/** /office/content/promotions (admin): special codes visitors type in the cart; add, change, delete unused ones. */
export default function PromotionsPage() {
  const { t } = useTranslation();

  return (
    <ContentListPage
      kind="office.content.promotions"
      area="promotions"
      fetchItems={fetchPromotions}
      listed={(promotion) => ({ key: promotion.id, name: promotion.code, auditType: "promotion" })}
      form={(editing, onCancel, onSaved) => (
        <PromotionForm
          key={editing?.id ?? "new"}
          editing={editing}
          t={t}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
      body={(promotion) => ({
        lines: (
          <>
            <p className="font-mono text-lg font-bold text-gray-900">{promotion.code}</p>
            <p className="text-gray-800">
              {t("office.content.promotions.dates")}: {promotion.startDate} – {promotion.endDate} ·{" "}
              {t(`office.content.promotions.arrival.${promotion.arrivalTime}`)}
            </p>
            <p className="text-gray-800">
              {t("office.content.promotions.prices")}: {formatMoney(promotion.pricePerDay)} /{" "}
              {formatMoney(promotion.pricePerNight)} · {t("office.content.promotions.uses")}: {promotion.uses}
            </p>
          </>
        ),
      })}
      actions={(promotion, ask) =>
        promotion.uses > 0 ? (
          <span className="self-center text-sm text-gray-700">{t("office.content.promotions.inUse")}</span>
        ) : (
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            onClick={ask}
            aria-label={`${t("office.content.delete")}: ${promotion.code}`}
          >
            {t("office.content.delete")}
          </button>
        )
      }
      confirmed={{
        label: t("office.content.delete"),
        question: (promotion) =>
          t("office.content.confirmDelete", {
            what: t("office.content.promotions.what", { code: promotion.code }),
          }),
        run: (promotion) => deletePromotion(promotion.id),
        done: t("office.content.deleted"),
      }}
    />
  );
}
