import { useId, useState } from "react";
import type { PageContent } from "../content/page-content.ts";
import type { ProductTexts } from "../product-page-texts.ts";

/**
 * The page's description (001 §2): its first paragraph, then the rest behind read more / hide. The hidden
 * paragraphs stay in the HTML (search engines and link previews read them) but out of view and of the
 * accessibility tree until opened.
 */
export function PageDescription({ content, text }: { content: PageContent; text: ProductTexts }) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  return (
    <div className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-800">
      <p>{content.lead}</p>
      <div id={moreId} hidden={!open}>
        {content.more.map((paragraph) => (
          <p key={paragraph} className="mt-4">
            {paragraph}
          </p>
        ))}
      </div>
      {content.more.length > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((current) => !current)}
          className="mt-3 rounded-lg px-1 font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900 focus-visible:outline-2 focus-visible:outline-forest-700"
        >
          {open ? text("hide") : text("readMore")}
        </button>
      )}
    </div>
  );
}
