import { useTranslation } from "react-i18next";
import { whatsappLink } from "../../../src/shared/park-contact.ts";
import { WhatsAppIcon } from "../../../src/shared/ui/icons.tsx";

/**
 * The floating WhatsApp button and the place the chat provider's widget mounts into (its script is loaded
 * outside this app, 001 §2). The chat is hidden on the careers routes.
 */
export function QuickContact({ showChat }: { showChat: boolean }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("quickContact.label")}>
      <a
        href={whatsappLink(t("quickContact.whatsappGreeting"))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t("quickContact.whatsapp")} (${t("a11y.opensInNewTab")})`}
        className="fixed bottom-4 left-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition hover:scale-105 motion-reduce:transition-none sm:h-14 sm:w-14"
      >
        <WhatsAppIcon className="h-7 w-7 sm:h-8 sm:w-8" />
      </a>
      {showChat && <div data-testid="chat-widget-slot" className="fixed right-4 bottom-4 z-30" />}
    </aside>
  );
}
