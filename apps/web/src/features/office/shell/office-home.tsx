import { STAFF_ROLE_LABELS } from "@park/domain/office-staff/staff-roles.ts";
import { Link } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { OfficePage } from "./office-pages.ts";
import type { OfficeStaff } from "./office-session.ts";

/** The office's first page: who is signed in and the sections their role may open. */
export function OfficeHome({ staff, pages }: { staff: OfficeStaff; pages: readonly OfficePage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <h1 className="font-bold text-2xl text-forest-900">{t("office.shell.office")}</h1>
      <p className="mt-2">
        {t("office.shell.signedInAs", { name: staff.name, role: STAFF_ROLE_LABELS[staff.role][language] })}
      </p>
      {pages.length > 0 ? (
        <>
          <p className="mt-4">{t("office.shell.homeIntro")}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={`/office/${page.path}`}
                  className="block rounded border border-stone-300 bg-white p-4 font-semibold text-forest-900 hover:border-forest-700"
                >
                  {page.label[language]}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">{t("office.shell.nothingYet")}</p>
      )}
    </>
  );
}
