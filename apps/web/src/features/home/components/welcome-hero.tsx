import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useWelcomeMoved } from "../hooks/use-welcome-moved.ts";
import { WelcomePlayer } from "./welcome-player.tsx";
import { WelcomeScene } from "./welcome-scene.tsx";

/**
 * The welcome: the scene looping silently behind the text, a play button for the full player, and the
 * text moving down after 10 s to uncover the scene. It moves by transform only, so nothing else shifts.
 */
export function WelcomeHero() {
  const { t } = useTranslation();
  const moved = useWelcomeMoved();
  const [playing, setPlaying] = useState(true);

  return (
    <section
      aria-labelledby="welcome-title"
      className="relative h-[30rem] overflow-hidden bg-forest-900 text-white sm:h-[38rem]"
    >
      <WelcomeScene id="welcome-hero-" playing={playing} className="absolute inset-0 h-full w-full" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-b from-black/60 via-black/35 to-black/10"
      />
      <div
        className={`relative mx-auto flex h-full max-w-7xl flex-col justify-start px-4 pt-8 transition-transform duration-1000 ease-out motion-reduce:transition-none sm:px-6 sm:pt-20 ${moved ? "translate-y-10 sm:translate-y-40" : ""}`}
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-forest-50">{t("brand.name")}</p>
        <h1 id="welcome-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {t("pages.homepage")}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white sm:mt-5 sm:text-lg">{t("home.welcome")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <WelcomePlayer />
          <button
            type="button"
            onClick={() => setPlaying((now) => !now)}
            aria-pressed={!playing}
            className="min-h-11 rounded-full px-5 font-medium text-white ring-1 ring-white/70 hover:bg-white/10"
          >
            {t("home.pauseBackground")}
          </button>
        </div>
      </div>
    </section>
  );
}
