import {
  type CounterLimits,
  counterMinusDisabled,
  counterPlusDisabled,
  counterValue,
} from "@park/domain/quote/counter.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
// Its texts load with this code, not with the information pages.
import "../../../shared/i18n/commerce-texts.ts";
import { useDebouncedCommit } from "../hooks/use-debounced-commit.ts";

interface QuantityCounterProps {
  value: number;
  limits: CounterLimits;
  /** The line's name, for the field's and the buttons' accessible names. */
  itemName: string;
  /** Called 300 ms after the last edit with the value snapped into the limits. */
  onCommit: (value: number) => void;
}

const stepButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-xl font-bold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * A cart line's quantity (000 §5 Counter): minus, a number field and plus. The number changes on screen
 * at once; the change is sent 300 ms after the last edit. Typed values are rounded and snapped into the
 * limits when sent; minus stops at the minimum and plus before reaching the maximum, as the domain says.
 */
export function QuantityCounter({ value, limits, itemName, onCommit }: QuantityCounterProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // What the visitor typed or stepped to and has not been sent yet; null shows the quote's value.
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
    <div className="inline-flex items-center gap-2">
      <button
        type="button"
        className={stepButton}
        aria-label={t("cart.counter.decrease", { item: itemName })}
        disabled={counterMinusDisabled(current, limits)}
        onClick={() => edit(String(current - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t("cart.counter.quantity", { item: itemName })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={shown}
        onChange={(event) => edit(event.target.value)}
        onBlur={() => {
          if (edited !== null) setEdited(String(current));
        }}
        className="h-10 w-14 rounded-lg border border-stone-300 bg-white text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t("cart.counter.increase", { item: itemName })}
        disabled={counterPlusDisabled(current, limits)}
        onClick={() => edit(String(current + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
