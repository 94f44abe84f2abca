import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PARK_CONTACT } from "../../../shared/park-contact.ts";
import { FAQ_CONTENT, FAQ_SECTION_IDS, type FaqSectionId } from "../content/faq-content.ts";
import { fillAnswer } from "../hooks/fill-answer.ts";
import { useCanopyPrices } from "../hooks/use-canopy-prices.ts";

/**
 * /faq (001 §2 FAQ page): five sections chosen from a side menu, prices and discounts first; choosing
 * one shows it and scrolls back to the top. The canopy section quotes the prices in force.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [current, setCurrent] = useState<FaqSectionId>("prices");
  const canopy = useCanopyPrices();
  const sections = FAQ_CONTENT[language];
  const section = sections.find((s) => s.id === current) ?? sections[0];
  const pending = canopy === null ? t("faq.priceUnavailable") : t("faq.priceLoading");

  function choose(id: FaqSectionId) {
    setCurrent(id);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{t("pages.faq")}</h1>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav aria-label={t("faq.sections")} className="mb-8 lg:mb-0">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {FAQ_SECTION_IDS.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => choose(id)}
                  aria-current={id === current ? "true" : undefined}
                  className="block w-full rounded-lg px-3 py-2 text-left text-sm text-ink ring-1 ring-sand-200 hover:bg-forest-50 aria-[current=true]:bg-forest-700 aria-[current=true]:text-white lg:ring-0"
                >
                  {sections.find((s) => s.id === id)?.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {section && (
          <section aria-labelledby="faq-section" aria-live="polite">
            <h2 id="faq-section" className="text-2xl font-bold text-forest-900">
              {section.title}
            </h2>
            <dl className="mt-6 grid gap-6">
              {section.items.map((item) => (
                <div key={item.question} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
                  <dt className="text-lg font-semibold text-forest-900">{item.question}</dt>
                  {item.answer.map((paragraph) => (
                    <dd key={paragraph} className="mt-2 text-stone-800">
                      {fillAnswer(paragraph, {
                        phone: PARK_CONTACT.phone,
                        email: PARK_CONTACT.email,
                        canopy,
                        pending,
                      })}
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
