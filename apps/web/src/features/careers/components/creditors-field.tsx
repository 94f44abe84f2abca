import {
  CREDITOR_OPTIONS,
  APPLICATION_LIMITS as LIMITS,
} from "@park/domain/careers/job-application-options.ts";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { CheckboxGroup } from "./form-fields.tsx";

/** Creditors: the four usual ones as checkboxes, and any other typed in (001 §3). */
export function CreditorsField() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const [other, setOther] = useState("");
  const chosen = form.values.creditorName;
  const others = chosen.filter((name) => !(CREDITOR_OPTIONS as readonly string[]).includes(name));
  const toggle = (name: string, on: boolean) =>
    form.set("creditorName", on ? [...chosen, name] : chosen.filter((item) => item !== name));
  const addOther = () => {
    const name = other.trim();
    if (name && !chosen.includes(name)) toggle(name, true);
    setOther("");
  };
  return (
    <CheckboxGroup path="creditorName">
      {(invalid) => (
        <>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {CREDITOR_OPTIONS.map((name, index) => (
              <label key={name} className="inline-flex items-center gap-2 py-1 text-stone-800">
                <input
                  type="checkbox"
                  id={index === 0 ? "f-creditorName" : undefined}
                  checked={chosen.includes(name)}
                  aria-invalid={invalid ? true : undefined}
                  className="h-5 w-5 accent-forest-700"
                  onChange={(event) => toggle(name, event.target.checked)}
                />
                {name}
              </label>
            ))}
          </div>
          <div className="mt-3 flex items-end gap-2">
            <label className="flex-1 text-sm font-semibold text-stone-800">
              {t("careers.fields.creditorOther")}
              <input
                type="text"
                value={other}
                maxLength={LIMITS.text}
                className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2 font-normal"
                onChange={(event) => setOther(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addOther();
                  }
                }}
              />
            </label>
            <button
              type="button"
              onClick={addOther}
              className="h-11 rounded-lg px-4 font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50"
            >
              {t("careers.form.addCreditor")}
            </button>
          </div>
          {others.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {others.map((name) => (
                <li key={name} className="inline-flex items-center gap-2 rounded-full bg-sand-100 px-3 py-1">
                  {name}
                  <button
                    type="button"
                    className="font-semibold text-red-800 underline"
                    onClick={() => toggle(name, false)}
                    aria-label={t("careers.form.removeItem", { item: name })}
                  >
                    {t("careers.form.remove")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CheckboxGroup>
  );
}
