import type { Language } from "@park/domain/constants.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "@park/domain/office-staff/staff-password.ts";
import { useEffect, useState } from "react";
import { staffPasswordText } from "../office-code-texts.ts";

type Estimator = typeof import("@park/domain/office-staff/staff-password-strength.ts");

let estimator: Promise<Estimator> | undefined;
/**
 * The strength estimator and its dictionaries (megabytes): fetched the first time a new password is typed
 * on this page, never with the rest of the office or the site.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= import("@park/domain/office-staff/staff-password-strength.ts");
  return estimator;
}

/** What the estimator says of the new password as it is typed: the API's own rule, which decides on save. */
export type PasswordAdvice = { state: "weak"; text: string } | { state: "strong" } | null;

/** Waits for a pause in the typing: each estimate takes a moment. */
const TYPING_PAUSE_MS = 300;

export function usePasswordAdvice(
  password: string,
  account: { email: string; name: string },
  language: Language,
): PasswordAdvice {
  const [advice, setAdvice] = useState<PasswordAdvice>(null);
  const { email, name } = account;
  useEffect(() => {
    if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
      setAdvice(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadEstimator()
        .then(({ staffPasswordRefusal, readStaffPasswordRefusal, withStrengthFeedback }) => {
          if (!current) return;
          const key = staffPasswordRefusal(password, { email, name });
          const refusal = key === undefined ? undefined : readStaffPasswordRefusal(key);
          setAdvice(
            refusal === undefined
              ? { state: "strong" }
              : {
                  state: "weak",
                  text: withStrengthFeedback(staffPasswordText(refusal, language), refusal, language),
                },
          );
        })
        // Without the estimator (a lost connection) the form still works: the API checks on save.
        .catch(() => current && setAdvice(null));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, name, language]);
  return advice;
}
