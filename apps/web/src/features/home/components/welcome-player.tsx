import { useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { CloseIcon } from "../../../shared/ui/icons.tsx";
import { WelcomeScene } from "./welcome-scene.tsx";

/**
 * The play button and the full player it opens (001 §2 Homepage): a modal dialog (the browser's own,
 * so Escape closes it and focus stays inside) with the scene large, a pause toggle and a close button.
 */
export function WelcomePlayer() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(true);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setPlaying(true);
          dialog.current?.showModal();
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-forest-900 shadow hover:bg-forest-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
        {t("home.play")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="welcome-player-title"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(96vw,72rem)] rounded-2xl bg-stone-950 p-0 text-white backdrop:bg-black/80"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <h2 id="welcome-player-title" className="font-semibold">
            {t("home.playerTitle")}
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setPlaying((now) => !now)}
              className="min-h-11 rounded-full px-4 font-medium ring-1 ring-white/40 hover:bg-white/10"
            >
              {playing ? t("home.pause") : t("home.resume")}
            </button>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={t("home.closePlayer")}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
        </div>
        {open && (
          <WelcomeScene
            id="welcome-player-"
            playing={playing}
            className="relative block aspect-video h-auto w-full"
          />
        )}
      </dialog>
    </>
  );
}
