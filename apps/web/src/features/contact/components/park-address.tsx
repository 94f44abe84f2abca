import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PARK_CONTACT } from "../../../shared/park-contact.ts";

/** The park's address, phone and e-mail (001 §2 Contact page). */
export function ParkAddress() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { address } = PARK_CONTACT;
  return (
    <dl className="grid gap-4 text-stone-800">
      <div>
        <dt className="font-semibold text-forest-900">{t("contact.address")}</dt>
        <dd>
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}
            <br />
            {address.country[language]}
          </address>
        </dd>
      </div>
      {[
        { label: t("contact.phone"), href: `tel:${PARK_CONTACT.phoneHref}`, text: PARK_CONTACT.phone },
        { label: t("contact.email"), href: `mailto:${PARK_CONTACT.email}`, text: PARK_CONTACT.email },
      ].map((line) => (
        <div key={line.href}>
          <dt className="font-semibold text-forest-900">{line.label}</dt>
          <dd>
            <a href={line.href} className="text-forest-700 underline hover:text-forest-900">
              {line.text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
