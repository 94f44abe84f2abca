import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { promotionInputSchema } from "@park/domain/content/content-schemas.ts";
import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type OfficePromotion, type PromotionRequest, savePromotion } from "./content-calls.ts";
import type { ContentTexts } from "./content-texts.ts";
import { draftProblem, type FormProblem, problemOf } from "./field-errors.ts";
import { BUTTON_CLASSES, Field, INPUT_CLASSES, SECONDARY_BUTTON_CLASSES, Status } from "./form-parts.tsx";

/** The form's text boxes hold what was typed; numbers are read on submit so a half-typed "12." is kept. */
type Typed = Omit<PromotionRequest, "pricePerDay" | "pricePerNight" | "maxLodgeCapacity"> & {
  pricePerDay: string;
  pricePerNight: string;
  maxLodgeCapacity: string;
};

function typedOf(promotion: OfficePromotion | null): Typed {
  if (!promotion) {
    return {
      code: "",
      startDate: "",
      endDate: "",
      arrivalTime: "DAY",
      datesValidityOnly: true,
      pricePerDay: "",
      pricePerNight: "",
      maxLodgeCapacity: "6",
    };
  }
  return {
    ...promotion,
    pricePerDay: String(promotion.pricePerDay),
    pricePerNight: String(promotion.pricePerNight),
    maxLodgeCapacity: String(promotion.maxLodgeCapacity),
  };
}

/** An empty box is left out of the request: the server answers "required" for it. */
function numberOf(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

export function PromotionForm({
  editing,
  texts,
  onSaved,
  onCancel,
}: {
  editing: OfficePromotion | null;
  texts: ContentTexts;
  onSaved: (promotion: OfficePromotion) => void;
  onCancel: () => void;
}) {
  const language = useLanguage();
  const [typed, setTyped] = useState<Typed>(() => typedOf(editing));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(null);
  const t = texts.promotions;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const draft: PromotionRequest = {
      ...typed,
      pricePerDay: numberOf(typed.pricePerDay),
      pricePerNight: numberOf(typed.pricePerNight),
      maxLodgeCapacity: numberOf(typed.maxLodgeCapacity),
    };
    const issue = draftProblem(promotionInputSchema, draft, language);
    setProblem(issue);
    if (issue) return;
    setSaving(true);
    try {
      onSaved(await savePromotion(editing?.id ?? null, draft));
    } catch (error) {
      setProblem(problemOf(error, language));
    } finally {
      setSaving(false);
    }
  }

  const input = (
    name: "code" | "startDate" | "endDate" | "pricePerDay" | "pricePerNight" | "maxLodgeCapacity",
    label: string,
    type: string,
    extra: Record<string, string> = {},
  ) => (
    <Field
      label={label}
      error={problem?.fields[name]}
      control={(props) => (
        <input
          {...props}
          {...extra}
          type={type}
          value={typed[name]}
          onChange={(e) => setTyped({ ...typed, [name]: e.target.value })}
          className={INPUT_CLASSES}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded border border-gray-300 p-4 sm:grid-cols-2"
    >
      <h2 className="text-xl font-bold text-gray-900 sm:col-span-2">
        {editing ? t.editing(editing.code) : t.new}
      </h2>
      {input("code", t.code, "text", { maxLength: "8", autoComplete: "off", spellCheck: "false" })}
      <Field
        label={t.arrivalTime}
        error={problem?.fields.arrivalTime}
        control={(props) => (
          <select
            {...props}
            value={typed.arrivalTime}
            onChange={(e) => {
              const arrivalTime = ARRIVAL_TIMES.find((value) => value === e.target.value);
              if (arrivalTime) setTyped({ ...typed, arrivalTime });
            }}
            className={INPUT_CLASSES}
          >
            {ARRIVAL_TIMES.map((time) => (
              <option key={time} value={time}>
                {t.arrival[time]}
              </option>
            ))}
          </select>
        )}
      />
      {input("startDate", t.startDate, "date")}
      {input("endDate", t.endDate, "date")}
      {input("pricePerDay", t.pricePerDay, "number", { min: "0", step: "0.01", inputMode: "decimal" })}
      {input("pricePerNight", t.pricePerNight, "number", { min: "0", step: "0.01", inputMode: "decimal" })}
      {input("maxLodgeCapacity", t.maxLodgeCapacity, "number", { min: "1", max: "50", step: "1" })}
      <label className="flex items-center gap-2 text-gray-900 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4"
          checked={typed.datesValidityOnly}
          onChange={(e) => setTyped({ ...typed, datesValidityOnly: e.target.checked })}
        />
        {t.datesValidityOnly}
      </label>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className={BUTTON_CLASSES} disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={onCancel}>
          {texts.cancel}
        </button>
        <div aria-live="polite">{problem && <Status kind="error" text={problem.message} />}</div>
      </div>
    </form>
  );
}
