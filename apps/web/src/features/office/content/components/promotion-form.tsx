import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { promotionInputSchema } from "@park/domain/content/content-schemas.ts";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type OfficePromotion, type PromotionRequest, savePromotion } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { ContentForm } from "./content-form.tsx";

const NEW_PROMOTION = {
  code: "",
  startDate: "",
  endDate: "",
  arrivalTime: "DAY",
  datesValidityOnly: true,
  maxLodgeCapacity: 6,
} as const;

const PRICE = { type: "number", min: 0, step: 0.01, inputMode: "decimal" } as const;

/** Adds a promotion code (`editing` null) or changes one. */
export function PromotionForm({
  editing,
  t,
  onSaved,
  onCancel,
}: {
  editing: OfficePromotion | null;
  t: TFunction;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const write = useOfficeWrite(contentKey("promotions"), (draft: PromotionRequest) =>
    savePromotion(editing?.id ?? null, draft),
  );
  return (
    <ContentForm
      title={
        editing
          ? t("office.content.promotions.editing", { code: editing.code })
          : t("office.content.promotions.new")
      }
      schema={promotionInputSchema}
      defaultValues={editing ?? NEW_PROMOTION}
      save={(values) => write.mutateAsync(values)}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {({ form, errorOf, input }) => (
        <>
          {input("code", t("office.content.promotions.code"), {
            maxLength: 8,
            autoComplete: "off",
            spellCheck: false,
          })}
          <Field
            look="office"
            label={t("office.content.promotions.arrivalTime")}
            error={errorOf("arrivalTime")}
          >
            {(control) => (
              <select {...control} {...form.register("arrivalTime")} className={INPUT_CLASSES}>
                {ARRIVAL_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {t(`office.content.promotions.arrival.${time}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {input("startDate", t("office.content.promotions.startDate"), { type: "date" })}
          {input("endDate", t("office.content.promotions.endDate"), { type: "date" })}
          {input("pricePerDay", t("office.content.promotions.pricePerDay"), PRICE)}
          {input("pricePerNight", t("office.content.promotions.pricePerNight"), PRICE)}
          {input("maxLodgeCapacity", t("office.content.promotions.maxLodgeCapacity"), {
            type: "number",
            min: 1,
            max: 50,
            step: 1,
          })}
          <label className="flex items-center gap-2 text-gray-900 sm:col-span-2">
            <input type="checkbox" className="size-4" {...form.register("datesValidityOnly")} />
            {t("office.content.promotions.datesValidityOnly")}
          </label>
        </>
      )}
    </ContentForm>
  );
}
