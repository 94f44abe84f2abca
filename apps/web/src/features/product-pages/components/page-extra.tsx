import { useState } from "react";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { menuUrl, type PageExtra } from "../content/page-extras.ts";
import type { ProductTexts } from "../product-page-texts.ts";
import { FountainAnimation } from "./fountain-animation.tsx";

/**
 * What the quote and cart do for these pages is not this feature's: the route passes it in (the app
 * layer may use other features; features may not use each other).
 */
export interface ProductPageActions {
  /** Raises the quote's canopy passes by one, then opens the visit drawer. */
  addCanopyPass: () => Promise<void>;
  /** Adds a horseback ride: the cart's horseback card takes its date and time slot. */
  addHorseback: () => void;
}

const ACTION =
  "inline-flex items-center justify-center rounded-full bg-forest-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-60";

export function PageExtraBlock({
  extra,
  actions,
  text,
}: {
  extra: PageExtra;
  actions: ProductPageActions;
  text: ProductTexts;
}) {
  const [adding, setAdding] = useState(false);
  switch (extra.kind) {
    case "canopy-pass":
      return (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button
            type="button"
            disabled={adding}
            onClick={() => {
              setAdding(true);
              void actions.addCanopyPass().finally(() => setAdding(false));
            }}
            className={ACTION}
          >
            {adding ? text("addingCanopyPass") : text("addCanopyPass")}
          </button>
          <p className="text-stone-700">{text("canopyHint")}</p>
        </div>
      );
    case "horseback":
      return (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button type="button" onClick={actions.addHorseback} className={ACTION}>
            {text("addHorseback")}
          </button>
          <p className="text-stone-700">{text("horsebackHint")}</p>
        </div>
      );
    case "fountain":
      return <FountainAnimation text={text} />;
    case "link":
      return (
        <p className="mt-8">
          <PageLink to={extra.to} className={ACTION}>
            {text(extra.text)}
          </PageLink>
        </p>
      );
    case "menu":
      return (
        <p className="mt-8">
          <button
            type="button"
            // The time is taken on click, never while rendering, so the prerendered HTML and hydration agree.
            onClick={() => window.open(menuUrl(Date.now()), "_blank", "noopener")}
            className={ACTION}
          >
            {text("menu")}
            <span className="sr-only"> ({text("newTab")})</span>
          </button>
        </p>
      );
  }
}
