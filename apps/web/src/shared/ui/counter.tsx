import {
  type CounterLimits,
  counterMinusDisabled,
  counterPlusDisabled,
  counterValue,
} from "@park/domain/quote/counter.ts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { useDebouncedCommit } from "./use-debounced-commit.ts";
import "../i18n/commerce/counter.ts";

interface CounterProps {
  value: number;
  limits: CounterLimits;
  /** The number field's name: shown above it when labelVisible, else read by screen readers only. */
  label: string;
  labelVisible?: boolean;
  /** What the minus and plus buttons name ("Uno más: {subject}"); the label by default. */
  subject?: string;
  disabled?: boolean;
  hint?: ReactNode;
  /** Called 300 ms after the last edit with the value snapped into the limits. */
  onCommit: (value: number) => void;
}

const stepButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-xl font-bold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * The counter of the cart lines and the drawer (000 §5 Counter): minus, a number field and plus. The
 * number changes on screen at once; the change is sent 300 ms after the last edit. Typed values are
 * rounded and snapped into the limits when sent; minus stops at the minimum and plus before reaching the
 * maximum, as the domain says. Until the visitor edits, it shows `value` (the quote as shown). Its texts
 * (counter.*) are commerce texts: the cart and the drawer using it load them.
 */
export function Counter({
  value,
  limits,
  label,
  labelVisible = false,
  subject = label,
  disabled = false,
  hint,
  onCommit,
}: CounterProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  // What the visitor typed or stepped to and has not been sent yet; null shows `value`.
  const [edited, setEdited] = useState<string | null>(null);
  const schedule = useDebouncedCommit((text: string) => {
    setEdited(null);
    const next = counterValue(text.trim() === "" ? Number.NaN : Number(text), limits);
    if (next !== value) onCommit(next);
  });

  const shown = edited ?? String(value);
  const current = counterValue(Number(shown), limits);

  function edit(text: string): void {
    setEdited(text);
    schedule(text);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className={labelVisible ? "text-sm font-semibold text-forest-900" : "sr-only"}>
        {label}
      </label>
      <div className="inline-flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t("counter.decrease", { subject })}
          disabled={disabled || counterMinusDisabled(current, limits)}
          onClick={() => edit(String(current - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={shown}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => {
            if (edited !== null) setEdited(String(current));
          }}
          className="h-10 w-14 rounded-lg border border-stone-300 bg-white text-center text-base font-semibold tabular-nums [appearance:textfield] disabled:bg-stone-100 disabled:text-stone-500 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t("counter.increase", { subject })}
          disabled={disabled || counterPlusDisabled(current, limits)}
          onClick={() => edit(String(current + 1))}
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
