import { Suspense, useState } from "react";
import { deferredComponent } from "../../../src/shared/ui/deferred-component.ts";
import { languageTriggerClass } from "./header-styles.ts";
import { LanguageTriggerContent } from "./language-trigger-content.tsx";

const languageMenu = deferredComponent(() => import("./language-menu.tsx"));

/**
 * Español / English, each with the currency prices are in (001 §1). A plain button until first used: the
 * menu's code then loads and opens (see deferred-component.ts).
 */
export function LanguageSelector() {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={languageMenu.preload}
      onFocus={languageMenu.preload}
      onClick={() => setUsed(true)}
      className={languageTriggerClass}
    >
      <LanguageTriggerContent />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <languageMenu.Component />
    </Suspense>
  );
}
