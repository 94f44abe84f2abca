import { DELAYS_MS } from "@park/domain/constants.ts";
import {
  type CounterLimits,
  counterMinusDisabled,
  counterPlusDisabled,
  counterValue,
} from "@park/domain/quote/counter.ts";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedCommit } from "../hooks/use-debounced-commit.ts";

interface CountFieldProps {
  label: string;
  value: number;
  limits: CounterLimits;
  disabled?: boolean;
  /** Receives the snapped value 300 ms after the last edit. */
  onCommit: (value: number) => void;
  hint?: ReactNode;
}

const stepButtonClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-forest-700 text-xl font-semibold text-forest-800 hover:bg-forest-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-transparent";

/** A number with minus and plus buttons and a typed value, following the domain's counter rules (000 §5). */
export function CountField({ label, value, limits, disabled = false, onCommit, hint }: CountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(value);
  const [text, setText] = useState(String(value));
  const { schedule, isPending } = useDebouncedCommit(onCommit, DELAYS_MS.counterDebounce);

  // A change from elsewhere (server answer, step-4 reset) shows unless the visitor's own edit is waiting.
  useEffect(() => {
    if (isPending()) return;
    setShown(value);
    setText(String(value));
  }, [value, isPending]);

  function change(next: number) {
    const snapped = counterValue(next, limits);
    setShown(snapped);
    setText(String(snapped));
    schedule(snapped);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-forest-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButtonClass}
          aria-label={t("drawer.decrease", { label })}
          disabled={disabled || counterMinusDisabled(shown, limits)}
          onClick={() => change(shown - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          value={text}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const typed = event.target.valueAsNumber;
            if (!Number.isNaN(typed)) {
              const snapped = counterValue(typed, limits);
              setShown(snapped);
              schedule(snapped);
            }
          }}
          onBlur={() => setText(String(shown))}
          className="h-10 w-16 rounded-lg border border-stone-300 text-center text-base tabular-nums disabled:bg-stone-100 disabled:text-stone-500"
        />
        <button
          type="button"
          className={stepButtonClass}
          aria-label={t("drawer.increase", { label })}
          disabled={disabled || counterPlusDisabled(shown, limits)}
          onClick={() => change(shown + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
