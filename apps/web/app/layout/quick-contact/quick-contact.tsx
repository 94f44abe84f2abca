import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { whatsappLink } from "../../../src/shared/park-contact.ts";
import { WhatsAppIcon } from "../../../src/shared/ui/icons.tsx";

interface QuickContactProps {
  showChat: boolean;
  /**
   * The page keeps its actions in a bar or card that stays on screen (the cart's and the payment's summary
   * with Continue): no floating WhatsApp button there, as it would lie over them (000 §2: "on most routes").
   */
  besideActionBar?: boolean;
}

/**
 * The floating WhatsApp button and the place the chat provider's widget mounts into (its script is loaded
 * outside this app, 001 §2). The chat is hidden on the careers routes. The button sits at the bottom
 * right, where the pages' left-aligned headings and links are not, above the banner when one shows; the
 * page keeps room for both at its end (app.css); the chat's place is above the button. They are raised by
 * the banner's height with a translation, not a new `bottom`: a fixed element moved by layout counts as a
 * layout shift when the banner arrives (0.02 on the order page), a translated one does not. Only the
 * hover's scale is animated: a rise animated with it would lie over the banner's links while it lasts.
 */
export function QuickContact({ showChat, besideActionBar = false }: QuickContactProps) {
  const { t } = useTranslation();
  if (besideActionBar) {
    return showChat ? <div data-testid="chat-widget-slot" className="fixed right-4 bottom-4 z-30" /> : null;
  }
  return (
    <aside aria-label={t("quickContact.label")} data-quick-contact>
      <a
        href={whatsappLink(t("quickContact.whatsappGreeting"))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t("quickContact.whatsapp")} (${t("a11y.opensInNewTab")})`}
        className="fixed right-4 bottom-4 z-30 inline-flex -translate-y-(--banner-height,0px) h-12 w-12 items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition-[scale] hover:scale-105 motion-reduce:transition-none sm:h-14 sm:w-14"
      >
        <WhatsAppIcon className="h-7 w-7 sm:h-8 sm:w-8" />
      </a>
      {showChat && (
        <div
          data-testid="chat-widget-slot"
          className="fixed right-4 bottom-20 z-30 -translate-y-(--banner-height,0px) sm:bottom-24"
        />
      )}
    </aside>
  );
}
