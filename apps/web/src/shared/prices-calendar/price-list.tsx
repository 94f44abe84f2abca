import { formatMoney } from "@park/domain/money.ts";
import { useTranslation } from "../i18n/use-translation.ts";

/** Lines of "name ... price" for a card or a popover; a null price (no activity period) is left out. */
export function PriceList({
  prices,
}: {
  prices: ReadonlyArray<readonly [key: string, pesos: number | null]>;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1.5 text-sm">
      {prices.map(([key, pesos]) =>
        pesos === null ? null : (
          <div key={key} className="flex justify-between gap-3">
            <dt className="text-stone-700">{t(`prices.items.${key}`)}</dt>
            <dd className="font-semibold tabular-nums text-stone-900">{formatMoney(pesos)}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
