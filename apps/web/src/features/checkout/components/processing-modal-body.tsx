import { Dialog } from "radix-ui";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/checkout.ts";

/** The processing modal's dialog (processing-modal.tsx blocks the keys and loads this apart). */
export default function ProcessingModalBody({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          // It closes only on a failure, whose message takes the focus (checkout-form.tsx).
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-busy="true"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <div
            aria-hidden="true"
            className="mx-auto mb-4 h-10 w-10 rounded-full border-4 border-forest-200 border-t-forest-700 motion-safe:animate-spin"
          />
          <Dialog.Title className="text-lg font-bold text-forest-900">
            {t("checkout.processing.title")}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-800">
            {t("checkout.processing.message")}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
