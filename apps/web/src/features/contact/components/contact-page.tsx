import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { ContactForm } from "./contact-form.tsx";
import { ContactSocialLinks } from "./contact-social-links.tsx";
import { ParkAddress } from "./park-address.tsx";
import { ParkMap } from "./park-map.tsx";

/** /contact: the form, the park's details, its social links and the map (001 §2 Contact page). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{t("pages.contact")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{t("contact.intro")}</p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <TitledSection
          id="contact-details"
          heading={t("contact.details")}
          as="aside"
          className="grid content-start gap-6"
          look="part"
        >
          <ParkAddress />
          <ContactSocialLinks />
        </TitledSection>
      </div>
      <TitledSection id="contact-map" heading={t("contact.findUs")} className="mt-12" look="part">
        <div className="mt-5">
          <ParkMap />
        </div>
      </TitledSection>
    </div>
  );
}
