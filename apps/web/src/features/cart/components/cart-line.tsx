import type { CounterLimits } from "@park/domain/quote/counter.ts";
import type { QuoteItemDto } from "@park/domain/quote/quote-dto.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Counter } from "../../../shared/ui/counter.tsx";
import { TrashIcon } from "../../../shared/ui/icons.tsx";
import { formatPesos } from "../format-pesos.ts";
import "../../../shared/i18n/commerce/cart.ts";

interface CartLineProps {
  item: QuoteItemDto;
  /** The product's name in the page's language. */
  name: string;
  quantity: number;
  limits: CounterLimits;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
  /** The counter waits (an activity line whose booking is still being read). */
  counterDisabled?: boolean;
  /** Extra content under the line (the lodging's units and actions). */
  children?: ReactNode;
}

/** One line of the cart: name, unit price, quantity counter, line total and delete. */
export function CartLine({
  item,
  name,
  quantity,
  limits,
  onQuantity,
  onDelete,
  counterDisabled = false,
  children,
}: CartLineProps) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 sm:grid-cols-[1fr_auto_8rem_auto]">
        <div>
          <h3 className="text-base font-semibold text-forest-900 sm:text-lg">{name}</h3>
          <p className="text-sm text-stone-700">
            {item.hours === null
              ? t("cart.line.unitPrice", { price: formatPesos(item.price) })
              : t("cart.line.hourlyPrice", { price: formatPesos(item.price), hours: item.hours })}
          </p>
        </div>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t("cart.line.delete", { item: name })}
          className="inline-flex h-10 w-10 items-center justify-center justify-self-end rounded-full text-red-800 hover:bg-red-50 sm:order-last"
        >
          <TrashIcon />
        </button>
        <Counter
          value={quantity}
          limits={limits}
          label={t("cart.counter.quantity", { item: name })}
          subject={name}
          disabled={counterDisabled}
          onCommit={onQuantity}
        />
        <p className="justify-self-end text-end">
          <span className="sr-only">{t("cart.line.total")}: </span>
          <span className="text-lg font-bold text-forest-900">{formatPesos(item.totalAmount)}</span>
        </p>
      </div>
      {children}
    </li>
  );
}
