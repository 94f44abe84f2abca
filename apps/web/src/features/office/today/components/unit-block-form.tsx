import { useId, useState } from "react";
import type { BlockRequest } from "../api/today-calls.ts";
import type { TodayTexts } from "../today-texts.ts";

type Props = {
  units: { id: number; name: string }[];
  defaultNight: string;
  texts: TodayTexts;
  busy: boolean;
  /** Field errors of the last refused call, by field name. */
  fieldErrors: Record<string, string>;
  onBlock(request: BlockRequest): void;
  onUnblock(request: Omit<BlockRequest, "reason">): void;
  onUnitChange(unitId: number): void;
};

/**
 * One form for both writes: block the unit's nights (with a reason), or unblock them after a
 * confirmation step, since unblocking puts the nights back on sale.
 */
export function UnitBlockForm(props: Props) {
  const { units, defaultNight, texts, busy, fieldErrors } = props;
  const id = useId();
  const [unitId, setUnitId] = useState(units[0]?.id ?? 0);
  const [firstNight, setFirstNight] = useState(defaultNight);
  const [lastNight, setLastNight] = useState(defaultNight);
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const unitName = units.find((u) => u.id === unitId)?.name ?? "";
  const control = "min-h-10 rounded border border-stone-400 px-2";

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {fieldErrors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-700">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );
  const described = (name: string) =>
    fieldErrors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        props.onBlock({ unitId, firstNight, lastNight, reason });
      }}
    >
      <p className="text-sm text-stone-700">{texts.blockHelp}</p>
      <div className="flex flex-wrap items-end gap-3">
        {field(
          "unitId",
          texts.unit,
          <select
            id={`${id}-unitId`}
            className={control}
            value={unitId}
            onChange={(event) => {
              setUnitId(Number(event.target.value));
              setConfirming(false);
              props.onUnitChange(Number(event.target.value));
            }}
          >
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          "firstNight",
          texts.firstNight,
          <input
            id={`${id}-firstNight`}
            type="date"
            required
            className={control}
            value={firstNight}
            onChange={(event) => setFirstNight(event.target.value)}
            {...described("firstNight")}
          />,
        )}
        {field(
          "lastNight",
          texts.lastNight,
          <input
            id={`${id}-lastNight`}
            type="date"
            required
            className={control}
            value={lastNight}
            onChange={(event) => setLastNight(event.target.value)}
            {...described("lastNight")}
          />,
        )}
        {field(
          "reason",
          texts.reason,
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={200}
            className={`${control} w-64`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...described("reason")}
          />,
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800 disabled:bg-stone-400"
        >
          {texts.block}
        </button>
        {confirming ? null : (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="min-h-10 rounded border border-stone-500 px-4 font-semibold hover:bg-stone-100 disabled:text-stone-400"
          >
            {texts.unblock}
          </button>
        )}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="rounded border border-amber-500 bg-amber-50 p-3"
        >
          <p id={`${id}-confirm`} className="mb-2">
            {texts.confirmUnblock(unitName, firstNight, lastNight)}
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              // The confirmation appears where the focus was: its first action takes it.
              // biome-ignore lint/a11y/noAutofocus: moving focus into the confirmation is what keyboard users need here
              autoFocus
              onClick={() => {
                setConfirming(false);
                props.onUnblock({ unitId, firstNight, lastNight });
              }}
              className="min-h-10 rounded bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
            >
              {texts.confirm}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-10 rounded border border-stone-500 px-4 hover:bg-stone-100"
            >
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
