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
      <div>
        <dt className="font-semibold text-forest-900">{t("contact.phone")}</dt>
        <dd>
          <a
            href={`tel:${PARK_CONTACT.phoneHref}`}
            className="text-forest-700 underline hover:text-forest-900"
          >
            {PARK_CONTACT.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-forest-900">{t("contact.email")}</dt>
        <dd>
          <a
            href={`mailto:${PARK_CONTACT.email}`}
            className="text-forest-700 underline hover:text-forest-900"
          >
            {PARK_CONTACT.email}
          </a>
        </dd>
      </div>
    </dl>
  );
}
