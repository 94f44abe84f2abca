import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { Dialog } from "radix-ui";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useReturnFocus } from "../../../shared/ui/use-return-focus.ts";
import { ACTIVITY_RULES } from "../activity-rules.ts";
import "../../../shared/i18n/commerce/activities.ts";

export type ActivityInfoDialogProps = {
  type: VisitActivityType;
  /** The activity's name in the page's language. */
  name: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The more-information dialog of an activity card: its description and the safety rules of 000 §5
 * (heights, weights, ages, harness limits). Opened by the card's own button (activity-info-dialog.tsx),
 * which gets the focus back on close.
 */
export default function ActivityInfoDialogBody({ type, name, open, onClose }: ActivityInfoDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-forest-900">
            {t("activities.moreInfoTitle", { name })}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-800">
            {t(`activities.types.${type}.description`)}
          </Dialog.Description>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-800">
            {ACTIVITY_RULES[type].map((rule) => (
              <li key={rule}>{t(`activities.rules.${rule}`)}</li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="inline-flex h-11 items-center justify-center rounded-full bg-forest-700 px-5 text-sm font-semibold text-white hover:bg-forest-800">
              {t("activities.close")}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
