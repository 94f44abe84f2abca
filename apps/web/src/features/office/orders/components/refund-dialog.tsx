import { zodResolver } from "@hookform/resolvers/zod";
import type { OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor, typedAmountToMinor } from "@park/domain/office-orders/refund-rules.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";

/** The amount typed in the payment's currency, read as its smallest unit and at most what remains. */
function refundAmountSchema(refundable: number, max: string, t: TFunction) {
  return z.object({
    amount: z.pipe(
      z.string(),
      z.transform((typed, context) => {
        const minor = typedAmountToMinor(typed);
        if (minor === null) {
          context.issues.push({
            code: "custom",
            message: t("office.orders.refundAmountInvalid"),
            input: typed,
          });
          return z.NEVER;
        }
        if (minor > refundable) {
          context.issues.push({
            code: "custom",
            message: t("office.orders.refundOverMax", { max }),
            input: typed,
          });
          return z.NEVER;
        }
        return minor;
      }),
    ),
  });
}

type Step = { kind: "amount" } | { kind: "confirm"; amount: number; requestId: string };

/**
 * The refund of one payment, in a native modal <dialog> (the browser traps focus, Escape cancels): the
 * amount first (all that remains, unless changed), then a confirmation that names it. The request id is
 * made when the amount is confirmed and kept for retries of that confirmation, so a double click or a
 * retry after an error refunds once.
 */
export function RefundDialog(props: {
  payment: OrderPaymentDto;
  t: TFunction;
  busy: boolean;
  error: string | null;
  onRefund: (refund: { paymentId: string; amount: number; requestId: string }) => void;
  onClose: () => void;
}) {
  const { payment, t, busy, error, onRefund, onClose } = props;
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const max = formatMinor(payment.refundable, payment.currency);
  const [step, setStep] = useState<Step>({ kind: "amount" });
  const { register, handleSubmit, formState } = useForm<{ amount: string }, unknown, { amount: number }>({
    defaultValues: { amount: (payment.refundable / 100).toFixed(2) },
    resolver: zodResolver(refundAmountSchema(payment.refundable, max, t)),
    // As the dialog always did: the amount is judged when Continue is pressed, not while it is typed.
    reValidateMode: "onSubmit",
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {t("office.orders.refundTitle")}
      </h2>
      {step.kind === "amount" ? (
        <form
          onSubmit={handleSubmit(({ amount }) =>
            setStep({ kind: "confirm", amount, requestId: crypto.randomUUID() }),
          )}
          noValidate
          className="space-y-3"
        >
          <Field
            look="office"
            label={t("office.orders.refundAmount", { currency: payment.currency })}
            hint={t("office.orders.refundAmountHint", { max })}
            error={formState.errors.amount?.message}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                className="rounded border border-gray-500 px-2 py-1"
                {...register("amount")}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onClose} className="rounded border border-gray-500 px-3 py-1">
              {t("office.orders.refundCancel")}
            </button>
            <button type="submit" className="rounded bg-blue-800 px-3 py-1 text-white">
              {t("office.orders.refundContinue")}
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-3">
          <p>{t("office.orders.refundConfirm", { amount: formatMinor(step.amount, payment.currency) })}</p>
          <p role="alert" className="text-red-800">
            {error}
          </p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={onClose}
              className="rounded border border-gray-500 px-3 py-1 disabled:opacity-50"
            >
              {t("office.orders.refundCancel")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                onRefund({ paymentId: payment.id, amount: step.amount, requestId: step.requestId })
              }
              className="rounded bg-red-800 px-3 py-1 text-white disabled:opacity-50"
            >
              {busy ? t("office.orders.refunding") : t("office.orders.refundYes")}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
