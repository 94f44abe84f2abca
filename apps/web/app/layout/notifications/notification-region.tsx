import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import {
  dismissNotification,
  type NotificationKind,
  useNotifications,
} from "../../../src/shared/notifications/notification-store.ts";
import { CloseIcon } from "../../../src/shared/ui/icons.tsx";

const KIND_CLASSES: Record<NotificationKind, string> = {
  success: "border-forest-600 bg-forest-50 text-forest-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-lake-700 bg-lake-50 text-lake-800",
};

/** Messages pushed by any screen. The live region is always present so screen readers announce additions. */
export function NotificationRegion() {
  const { t } = useTranslation();
  const messages = useNotifications();
  return (
    <section
      aria-label={t("notifications.label")}
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      <div aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {messages.map((message) => (
          <div
            key={message.id}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border-s-4 px-4 py-3 shadow-lg motion-safe:animate-fade-in ${KIND_CLASSES[message.kind]}`}
          >
            <p className="flex-1 text-sm font-medium">{message.message}</p>
            <button
              type="button"
              onClick={() => dismissNotification(message.id)}
              aria-label={t("notifications.dismiss")}
              className="-m-1 rounded-full p-1 hover:bg-black/5"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
