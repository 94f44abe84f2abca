import { AlertDialog } from "radix-ui";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const button = "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold";

/**
 * 'Formulario incompleto': leaving a touched form loses it (001 §2). The single button leaves; Escape or
 * the corner's close mark keeps the applicant on the form.
 */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Cancel
            aria-label={t("careers.form.stay")}
            className="absolute top-3 right-3 h-9 w-9 rounded-full text-xl text-stone-700 hover:bg-stone-100"
          >
            <span aria-hidden="true">×</span>
          </AlertDialog.Cancel>
          <AlertDialog.Title className="text-lg font-bold text-forest-900">
            {t("careers.form.leaveTitle")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-800">
            {t("careers.form.leaveMessage")}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Action
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
              onClick={onLeave}
            >
              {t("careers.form.leaveConfirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
