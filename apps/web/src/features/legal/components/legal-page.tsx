import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PARK_CONTACT } from "../../../shared/park-contact.ts";
import type { LegalDocument } from "../content/legal-document.ts";

interface LegalPageProps {
  title: string;
  document: LegalDocument;
  /** Numbered sections (terms) or chapters with a table of contents (privacy notice). */
  numbered: boolean;
}

const fill = (text: string) => text.replaceAll("{email}", PARK_CONTACT.email);

/** A legal text: title, date, introduction, a list of links to its chapters, then the chapters. */
export function LegalPage({ title, document, numbered }: LegalPageProps) {
  const { t } = useTranslation();
  const List = numbered ? "ol" : "ul";
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">{document.updated}</p>
      <p className="mt-6 text-lg text-stone-800">{document.intro}</p>
      <nav aria-label={t("legal.contents")} className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-sand-200">
        <h2 className="font-semibold text-forest-900">{t("legal.contents")}</h2>
        <List className={`mt-3 grid gap-1.5 pl-5 ${numbered ? "list-decimal" : "list-disc"}`}>
          {document.chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`} className="text-forest-700 underline hover:text-forest-900">
                {chapter.title}
              </a>
            </li>
          ))}
        </List>
      </nav>
      {document.chapters.map((chapter, index) => (
        <section
          key={chapter.id}
          id={chapter.id}
          aria-labelledby={`${chapter.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${chapter.id}-title`} className="text-2xl font-bold text-forest-900">
            {numbered ? `${index + 1}. ${chapter.title}` : chapter.title}
          </h2>
          {chapter.blocks.map((block) =>
            "paragraph" in block ? (
              <p key={block.paragraph} className="mt-3 text-stone-800">
                {fill(block.paragraph)}
              </p>
            ) : (
              <ul key={block.list.join()} className="mt-3 grid list-disc gap-1.5 pl-6 text-stone-800">
                {block.list.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
