import { STAFF_ROLE_LABELS } from "@park/domain/office-staff/staff-roles.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { OFFICE_KEY } from "./hooks/office-queries.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import type { OfficePage } from "./office-pages.ts";
import { type OfficeStaff, signOut, signOutEverywhere } from "./office-session.ts";

const MAIN_ID = "office-main";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 ${isActive ? "bg-forest-800 font-semibold text-white" : "text-forest-900 hover:bg-forest-50"}`;

/** The office's frame: skip link, header with who is signed in, the role's sections, and the page. */
export function OfficeFrame(props: {
  staff: OfficeStaff;
  pages: readonly OfficePage[];
  children: ReactNode;
}) {
  const { staff, pages, children } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  // Signed out, the office forgets what it read: whoever signs in next on this device reads afresh.
  const ending = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onSuccess: () => client.removeQueries({ queryKey: OFFICE_KEY }),
  });
  // Once signed out the sign-in page replaces the frame; until then the buttons stay busy.
  const busy = ending.isPending || ending.isSuccess;
  const error = ending.isError ? t("office.shell.networkError") : null;
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Another office page: screen readers start reading it, not the menu link that was followed.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  const end = (action: () => Promise<void>) => ending.mutate(action);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t("office.shell.skipToContent")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-forest-900 px-4 py-3 text-white">
        <p className="font-bold text-lg">{t("office.shell.office")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {t("office.shell.signedInAs", {
              name: staff.name,
              role: STAFF_ROLE_LABELS[staff.role][language],
            })}
          </p>
          <div className="rounded bg-white px-1 py-1 text-ink">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t("office.shell.navigation")}
          className="border-stone-300 border-b bg-white p-3 md:w-60 md:border-r md:border-b-0"
        >
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to="/office" end className={navLinkClass}>
                {t("office.shell.home")}
              </NavLink>
            </li>
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink to={`/office/${page.path}`} className={navLinkClass}>
                  {page.label[language]}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/office/password" className={navLinkClass}>
                {t("office.shell.password.link")}
              </NavLink>
            </li>
          </ul>
          <div className="mt-4 flex flex-col gap-2 border-stone-200 border-t pt-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => end(signOut)}
              className="rounded border border-forest-800 px-3 py-2 text-left text-forest-900"
            >
              {busy ? t("office.shell.signingOut") : t("office.shell.signOut")}
            </button>
            {confirming ? (
              <div
                role="alertdialog"
                aria-labelledby="sign-out-everywhere-question"
                className="rounded bg-sand-100 p-3"
              >
                <p id="sign-out-everywhere-question">{t("office.shell.signOutEverywhereConfirm")}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => end(signOutEverywhere)}
                    className="rounded bg-red-800 px-3 py-2 font-semibold text-white"
                  >
                    {t("office.shell.confirm")}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirming(false)}
                    className="rounded border border-stone-500 px-3 py-2"
                  >
                    {t("office.shell.cancel")}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="rounded px-3 py-2 text-left text-forest-900 underline"
              >
                {t("office.shell.signOutEverywhere")}
              </button>
            )}
            <div aria-live="assertive">{error ? <p className="text-red-800">{error}</p> : null}</div>
          </div>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
