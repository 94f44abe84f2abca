import type { Language } from "@park/domain/constants.ts";
import { PARK_CONTACT } from "../../shared/park-contact.ts";
import type { StructuredData } from "../../shared/routing/structured-data.ts";
import { FAQ_CONTENT } from "./content/faq-content.ts";
import { fillAnswer } from "./hooks/fill-answer.ts";

/** An answer that quotes the canopy prices in force shows them only once the API has answered. */
const LIVE_PRICE = /\{canopy\w+\}/;

/**
 * The FAQ page's questions and answers as schema.org's FAQPage, in `language`. Google wants only what the
 * page's HTML shows: the answers that quote the live canopy prices are left out, since the prerendered page
 * waits for them.
 */
export function faqStructuredData(language: Language): StructuredData {
  const items = FAQ_CONTENT[language]
    .flatMap((section) => section.items)
    .filter((item) => !item.answer.some((paragraph) => LIVE_PRICE.test(paragraph)));
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer
          .map((paragraph) =>
            fillAnswer(paragraph, {
              phone: PARK_CONTACT.phone,
              email: PARK_CONTACT.email,
              canopy: null,
              pending: "",
            }),
          )
          .join("\n\n"),
      },
    })),
  };
}
