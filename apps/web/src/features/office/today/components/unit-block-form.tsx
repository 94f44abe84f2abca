import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { InlineConfirm } from "../../shell/components/inline-confirm.tsx";
import type { BlockRequest } from "../api/today-calls.ts";

/** The block as typed; what the API refuses (no reason, a night taken) comes back as its field errors. */
const unitBlockSchema = z.object({
  unitId: z.coerce.number(),
  firstNight: z.string(),
  lastNight: z.string(),
  reason: z.string(),
});
type UnitBlockValues = z.input<typeof unitBlockSchema>;

/** A write's field errors by field name: the API's paths are the form's names. */
export type FieldErrors = Record<string, string>;

type Props = {
  units: { id: number; name: string }[];
  defaultNight: string;
  t: TFunction;
  busy: boolean;
  /** Each write answers with the field errors of its refusal (none when it was made). */
  onBlock(request: BlockRequest): Promise<FieldErrors>;
  onUnblock(request: Omit<BlockRequest, "reason">): Promise<FieldErrors>;
  onUnitChange(unitId: number): void;
};

const FIELDS = ["unitId", "firstNight", "lastNight", "reason"] as const;

function isField(path: string): path is FieldPath<UnitBlockValues> {
  return FIELDS.some((field) => field === path);
}

const CONTROL = "min-h-10 rounded border border-stone-400 px-2";

/**
 * One form for both writes: block the unit's nights (with a reason), or unblock them after a
 * confirmation step, since unblocking puts the nights back on sale.
 */
export function UnitBlockForm(props: Props) {
  const { units, defaultNight, t, busy } = props;
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, watch, getValues, setError, clearErrors, formState } = useForm<
    UnitBlockValues,
    unknown,
    BlockRequest
  >({
    defaultValues: {
      unitId: units[0]?.id ?? 0,
      firstNight: defaultNight,
      lastNight: defaultNight,
      reason: "",
    },
    resolver: zodResolver(unitBlockSchema),
  });
  const [unitId, firstNight, lastNight] = watch(["unitId", "firstNight", "lastNight"]);
  const unitName = units.find((unit) => unit.id === Number(unitId))?.name ?? "";
  const error = (name: FieldPath<UnitBlockValues>) => formState.errors[name]?.message;

  async function write(call: Promise<FieldErrors>) {
    for (const [path, message] of Object.entries(await call)) {
      if (isField(path)) setError(path, { type: "server", message });
    }
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={handleSubmit((request) => {
        clearErrors();
        return write(props.onBlock(request));
      })}
    >
      <p className="text-sm text-stone-700">{t("office.today.blockHelp")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field look="office" label={t("office.today.unit")} error={error("unitId")}>
          {(control) => (
            <select
              {...control}
              className={CONTROL}
              {...register("unitId", {
                onChange: (event: { target: { value: string } }) => {
                  setConfirming(false);
                  props.onUnitChange(Number(event.target.value));
                },
              })}
            >
              {units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field look="office" label={t("office.today.firstNight")} error={error("firstNight")}>
          {(control) => (
            <input {...control} type="date" required className={CONTROL} {...register("firstNight")} />
          )}
        </Field>
        <Field look="office" label={t("office.today.lastNight")} error={error("lastNight")}>
          {(control) => (
            <input {...control} type="date" required className={CONTROL} {...register("lastNight")} />
          )}
        </Field>
        <Field look="office" label={t("office.today.reason")} error={error("reason")}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              className={`${CONTROL} w-64`}
              {...register("reason")}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800 disabled:bg-stone-400"
        >
          {t("office.today.block")}
        </button>
        {confirming ? null : (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="min-h-10 rounded border border-stone-500 px-4 font-semibold hover:bg-stone-100 disabled:text-stone-400"
          >
            {t("office.today.unblock")}
          </button>
        )}
      </div>
      {confirming ? (
        <InlineConfirm
          question={t("office.today.confirmUnblock", { unit: unitName, first: firstNight, last: lastNight })}
          confirmLabel={t("office.today.confirm")}
          cancelLabel={t("office.today.cancel")}
          danger
          onConfirm={() => {
            setConfirming(false);
            clearErrors();
            const values = getValues();
            void write(
              props.onUnblock({
                unitId: Number(values.unitId),
                firstNight: values.firstNight,
                lastNight: values.lastNight,
              }),
            );
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
