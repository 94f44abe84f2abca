import { Suspense, useState } from "react";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { deferredComponent } from "../../../src/shared/ui/deferred-component.ts";
import { MenuIcon } from "../../../src/shared/ui/icons.tsx";
import { menuButtonClass } from "./header-styles.ts";

const menuDialog = deferredComponent(() => import("./mobile-menu-dialog.tsx"));

/** The menu button of narrow screens. A plain button until first used; then the dialog's code loads. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t("header.openMenu")}
      onPointerEnter={menuDialog.preload}
      onFocus={menuDialog.preload}
      onClick={() => setUsed(true)}
      className={menuButtonClass}
    >
      <MenuIcon />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <menuDialog.Component />
    </Suspense>
  );
}
