import type { OrderPaymentDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatMinor, typedAmountToMinor } from "@park/domain/office-orders/refund-rules.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { OrdersTexts } from "../orders-texts.ts";

type Step = { kind: "amount" } | { kind: "confirm"; amount: number; requestId: string };

/**
 * The refund of one payment, in a native modal <dialog> (the browser traps focus, Escape cancels): the
 * amount first (all that remains, unless changed), then a confirmation that names it. The request id is
 * made when the amount is confirmed and kept for retries of that confirmation, so a double click or a
 * retry after an error refunds once.
 */
export function RefundDialog(props: {
  payment: OrderPaymentDto;
  texts: OrdersTexts;
  busy: boolean;
  error: string | null;
  onRefund: (refund: { paymentId: string; amount: number; requestId: string }) => void;
  onClose: () => void;
}) {
  const { payment, texts, busy, error, onRefund, onClose } = props;
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const max = formatMinor(payment.refundable, payment.currency);
  const [typed, setTyped] = useState((payment.refundable / 100).toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: "amount" });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function next(event: FormEvent) {
    event.preventDefault();
    const amount = typedAmountToMinor(typed);
    if (amount === null) return setProblem(texts.refundAmountInvalid);
    if (amount > payment.refundable) return setProblem(texts.refundOverMax(max));
    setProblem(null);
    setStep({ kind: "confirm", amount, requestId: crypto.randomUUID() });
  }

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
        {texts.refundTitle}
      </h2>
      {step.kind === "amount" ? (
        <form onSubmit={next} noValidate className="space-y-3">
          <div className="flex flex-col">
            <label htmlFor={`${id}-amount`} className="font-medium">
              {texts.refundAmount(payment.currency)}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={`${id}-hint ${id}-problem`}
              className="rounded border border-gray-500 px-2 py-1"
            />
            <span id={`${id}-hint`} className="text-sm text-gray-700">
              {texts.refundAmountHint(max)}
            </span>
            <span id={`${id}-problem`} role="alert" className="text-sm text-red-800">
              {problem}
            </span>
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onClose} className="rounded border border-gray-500 px-3 py-1">
              {texts.refundCancel}
            </button>
            <button type="submit" className="rounded bg-blue-800 px-3 py-1 text-white">
              {texts.refundContinue}
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-3">
          <p>{texts.refundConfirm(formatMinor(step.amount, payment.currency))}</p>
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
              {texts.refundCancel}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                onRefund({ paymentId: payment.id, amount: step.amount, requestId: step.requestId })
              }
              className="rounded bg-red-800 px-3 py-1 text-white disabled:opacity-50"
            >
              {busy ? texts.refunding : texts.refundYes}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
