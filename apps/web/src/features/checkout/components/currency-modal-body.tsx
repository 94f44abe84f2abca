import { formatMoney } from "@park/domain/money.ts";
import { AlertDialog } from "radix-ui";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/checkout.ts";

export interface CurrencyModalProps {
  open: boolean;
  /** Pesos per dollar. */
  rate: number;
  /** The total in pesos. */
  total: number;
  onClose: () => void;
}

/** 000 §4: a card from the USA is charged in US dollars at the rate shown here. */
export default function CurrencyModalBody({ open, rate, total, onClose }: CurrencyModalProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-forest-900">
            {t("checkout.currency.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-800">
            {t("checkout.currency.message", {
              rate: formatMoney(rate, "MXN"),
              total: formatMoney(total, "USD", rate),
            })}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action className="inline-flex h-11 items-center justify-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white hover:bg-forest-800">
              {t("checkout.currency.ok")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
