import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import type { PageContent } from "../content/page-content.ts";
import type { ProductTexts } from "../product-page-texts.ts";

/** Hours, capacities and rules, then (lodging) the services list. */
export function PageFacts({ content, text }: { content: PageContent; text: ProductTexts }) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <TitledSection id="page-facts" heading={text("facts")} look="panel">
        <dl className="mt-4 grid gap-3">
          {content.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold uppercase tracking-wide text-stone-700">{fact.label}</dt>
              <dd className="text-stone-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      {content.services && (
        <TitledSection id="page-services" heading={text("services")} look="panel">
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {content.services.map((service) => (
              <li key={service} className="flex items-start gap-2 text-stone-900">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-forest-600" />
                {service}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </div>
  );
}
