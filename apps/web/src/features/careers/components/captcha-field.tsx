import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { CAPTCHA_CHALLENGE_URL } from "../api/job-application-api.ts";
import { loadAltchaWidget } from "../hooks/load-altcha-widget.ts";

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The ALTCHA widget (self-hosted proof of work; its challenge comes from our API). Reports the solution
 * when verified and null when it expires or fails, so Send is only enabled with a live verification.
 * The widget's code is loaded here, with the form, not with any other page.
 */
export function CaptchaField({ onChange }: { onChange: (solution: string | null) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const widget = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let current = true;
    loadAltchaWidget().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);

  // Before paint, so that no state the widget reports once it is in the page goes unheard.
  useLayoutEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      report.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, [ready]);

  return (
    <div>
      <p id="captcha-hint" className="mb-2 text-stone-700">
        {t("careers.form.captchaHint")}
      </p>
      {ready && (
        <altcha-widget
          ref={widget}
          challenge={CAPTCHA_CHALLENGE_URL}
          language={language === "es" ? "es-419" : "en"}
          aria-describedby="captcha-hint"
        />
      )}
    </div>
  );
}
