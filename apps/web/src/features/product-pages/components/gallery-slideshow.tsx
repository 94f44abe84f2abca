import type { Language } from "@park/domain/constants.ts";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { GALLERY } from "../content/gallery-settings.ts";
import { type PictureManifest, pictureUrl } from "../content/picture-manifest.ts";
import type { ProductTexts } from "../product-page-texts.ts";

/**
 * The full-screen slideshow (001 §2: counter and close, fade, 500 ms, infinite loop), a modal dialog:
 * arrows and swipes move, Escape and the close button leave, Tab stays inside. Only the current picture
 * is exposed to assistive technology; the counter is announced as it changes.
 */
export function GallerySlideshow({
  title,
  pageKey,
  pictures,
  language,
  start,
  onClose,
  text,
}: {
  title: string;
  pageKey: string;
  pictures: PictureManifest["pictures"];
  language: Language;
  start: number;
  onClose: () => void;
  text: ProductTexts;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState(start);
  const count = pictures.length;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  function move(step: number) {
    setIndex((current) => (current + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else if (event.key === "Tab") keepFocusInside(event);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  // A modal dialog already makes the page behind it inert; this also keeps Tab from leaving for the
  // browser's own controls, so keyboard users cycle through the slideshow's buttons.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    const buttons = dialog.current?.querySelectorAll<HTMLElement>("button");
    if (!buttons || buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onPointerDown(event: PointerEvent) {
    swipeFrom.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) >= GALLERY.swipePx) move(distance < 0 ? 1 : -1);
  }

  return (
    <dialog
      ref={dialog}
      aria-label={text("slideshow", { title })}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" aria-atomic="true" className="text-lg font-semibold tabular-nums">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span className="sr-only">{text("slide", { n: index + 1, count })}</span>
          </p>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/15 px-4 py-2 font-semibold hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white"
          >
            <span aria-hidden="true">✕ </span>
            {text("close")}
          </button>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label={text("slideshow", { title })}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
          className="relative min-h-0 flex-1 touch-pan-y select-none"
        >
          {pictures.map((picture, position) => (
            <figure
              key={picture.file}
              aria-roledescription="slide"
              aria-label={text("slide", { n: position + 1, count })}
              aria-hidden={position !== index}
              inert={position !== index}
              style={{ transitionDuration: `${GALLERY.fadeMs}ms` }}
              className={`absolute inset-0 m-0 flex flex-col items-center justify-center gap-3 px-4 pb-4 transition-opacity ease-in-out motion-reduce:transition-none ${position === index ? "opacity-100" : "opacity-0"}`}
            >
              <img
                src={pictureUrl(pageKey, picture.file)}
                width={picture.width}
                height={picture.height}
                alt={picture.alt[language]}
                decoding="async"
                draggable={false}
                className="max-h-[calc(100%-3rem)] w-auto max-w-full rounded-lg object-contain"
              />
              <p aria-hidden="true" className="text-center text-base text-white/90">
                {picture.alt[language]}
              </p>
            </figure>
          ))}
        </section>
        <div className="flex items-center justify-center gap-4 px-4 py-3">
          <button
            type="button"
            onClick={() => move(-1)}
            className="rounded-full bg-white/15 px-5 py-2 font-semibold hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white"
          >
            <span aria-hidden="true">← </span>
            {text("previous")}
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            className="rounded-full bg-white/15 px-5 py-2 font-semibold hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white"
          >
            {text("next")}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
