import { roleMayUse } from "@park/domain/office-staff/staff-roles.ts";
import { useEffect } from "react";
import { Link, Navigate, Route, Routes, useLocation } from "react-router";
import { PasswordPage } from "./components/password-page.tsx";
import { SignInPage } from "./components/sign-in-page.tsx";
import { useSessionCheck } from "./hooks/use-session-check.ts";
import { OfficeFrame } from "./office-frame.tsx";
import { OfficePageLoader } from "./office-page-loader.tsx";
import { OFFICE_HOME, OFFICE_PAGES } from "./office-pages.ts";
import { startSignedOut, useOfficeSession } from "./office-session.ts";
import { safeReturnPath } from "./return-path.ts";
import "../../../shared/i18n/office-texts.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const SIGN_IN_PATH = "/office/sign-in";

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="font-bold text-2xl text-forest-900">{text}</h1>
      <p className="mt-4">
        <Link to="/office" className="text-forest-800 underline">
          {t("office.shell.backHome")}
        </Link>
      </p>
    </>
  );
}

/** Until the server says whether the cookie opens a session; a failure offers a retry. */
function SessionCheck({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4" aria-busy={!failed}>
      <p role={failed ? "alert" : "status"}>
        {failed ? t("office.shell.networkError") : t("office.shell.loading")}
      </p>
      {failed ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded bg-forest-800 px-4 py-2 font-semibold text-white"
        >
          {t("office.shell.signIn.submit")}
        </button>
      ) : null}
    </main>
  );
}

/**
 * The whole office under /office: its sign-in page, and for a signed-in member the frame with the pages
 * their role may open (office-pages.ts). Any page asked for without a session goes to the sign-in page,
 * which brings the member back to it.
 */
export function OfficeApp() {
  const session = useOfficeSession();
  const { t } = useTranslation();
  const location = useLocation();
  const onSignInPage = location.pathname === SIGN_IN_PATH;
  const check = useSessionCheck(session.status === "unknown" && !onSignInPage);

  useEffect(() => {
    if (session.status === "unknown" && onSignInPage) startSignedOut();
  }, [session.status, onSignInPage]);

  if (session.status === "unknown") {
    return <SessionCheck failed={check.isError && !check.isFetching} onRetry={() => void check.refetch()} />;
  }
  if (session.status === "signed-out") {
    if (onSignInPage) return <SignInPage sessionEnded={session.lost} />;
    const back = `${location.pathname}${location.search}`;
    const query = back === "/office" || back === "/office/" ? "" : `?return=${encodeURIComponent(back)}`;
    return <Navigate to={`${SIGN_IN_PATH}${query}`} replace />;
  }
  if (onSignInPage) {
    // Signed in on the sign-in page: on to the page that was asked for. The sign-in form navigates there too,
    // and on Preact this element's navigation (an effect, run after paint) comes after the form's: both agree.
    const asked = new URLSearchParams(location.search).get("return");
    return <Navigate to={safeReturnPath(asked)} replace />;
  }

  const { staff } = session;
  const allowed = OFFICE_PAGES.filter((page) => roleMayUse(staff.role, page.roles));
  return (
    <OfficeFrame staff={staff} pages={allowed.filter((page) => page.inNavigation !== false)}>
      <Routes>
        <Route index element={<OfficePageLoader page={OFFICE_HOME} />} />
        <Route path="password" element={<PasswordPage staff={staff} />} />
        {OFFICE_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              roleMayUse(staff.role, page.roles) ? (
                <OfficePageLoader page={page} />
              ) : (
                <Notice text={t("office.shell.forbidden")} />
              )
            }
          />
        ))}
        <Route path="*" element={<Notice text={t("office.shell.notFound")} />} />
      </Routes>
    </OfficeFrame>
  );
}
