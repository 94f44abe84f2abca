import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PARK_CONTACT } from "../../../shared/park-contact.ts";
import { FacebookIcon, InstagramIcon, VimeoIcon } from "../../../shared/ui/icons.tsx";

/** The contact page names three networks (001 §2 Contact page). */
const NETWORKS: Readonly<Record<string, ComponentType<SVGProps<SVGSVGElement>>>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  Vimeo: VimeoIcon,
};

export function ContactSocialLinks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("contact.social")} className="flex gap-3">
      {PARK_CONTACT.social.flatMap(({ network, url }) => {
        const Icon = NETWORKS[network];
        if (!Icon) return [];
        return [
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network} (${t("a11y.opensInNewTab")})`}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-forest-700 text-white hover:bg-forest-800"
            >
              <Icon className="h-5 w-5" />
            </a>
          </li>,
        ];
      })}
    </ul>
  );
}
