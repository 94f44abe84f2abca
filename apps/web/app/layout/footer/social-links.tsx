import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { PARK_CONTACT, type SocialNetwork } from "../../../src/shared/park-contact.ts";
import { FacebookIcon, InstagramIcon, VimeoIcon, YouTubeIcon } from "../../../src/shared/ui/icons.tsx";

const ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  Vimeo: VimeoIcon,
  YouTube: YouTubeIcon,
};

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("footer.social")} className="flex gap-2">
      {PARK_CONTACT.social.map(({ network, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network} (${t("a11y.opensInNewTab")})`}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
            >
              <Icon className="h-5 w-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
