import type { Language } from "@park/domain/constants.ts";
import { useEffect, useRef, useState } from "react";
import { type PictureManifest, pictureUrl } from "../content/picture-manifest.ts";
import type { ProductTexts } from "../product-page-texts.ts";
import { GallerySlideshow } from "./gallery-slideshow.tsx";

/** Thumbnails shown on the page; the rest are reached in the slideshow. */
const THUMBNAILS = 5;

/**
 * The page's photo gallery (001 §2): the first picture large (loaded at once: it is the page's main
 * image), the next ones small, each opening the slideshow on itself. Every image has its
 * width and height so the page does not move while they load.
 */
export function PictureGallery({
  title,
  pageKey,
  pictures,
  language,
  text,
}: {
  title: string;
  pageKey: string;
  pictures: PictureManifest["pictures"];
  language: Language;
  text: ProductTexts;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const count = pictures.length;
  const shown = pictures.slice(0, THUMBNAILS);

  function show(index: number) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(index);
  }

  // Focus goes back to the thumbnail once the dialog is gone: while the modal is open the page is inert.
  useEffect(() => {
    if (open !== null || opener.current === null) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);

  return (
    <section aria-label={text("gallery", { title })} className="mt-6 max-w-4xl">
      <ul className="grid grid-cols-4 gap-2">
        {shown.map((picture, index) => {
          const first = index === 0;
          const last = index === shown.length - 1 && count > shown.length;
          return (
            <li key={picture.file} className={first ? "col-span-4" : undefined}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={text("openPicture", { n: index + 1, count, alt: picture.alt[language] })}
                className="group relative block w-full overflow-hidden rounded-xl bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
              >
                <img
                  src={pictureUrl(pageKey, picture.file)}
                  width={picture.width}
                  height={picture.height}
                  alt=""
                  fetchPriority={first ? "high" : "auto"}
                  decoding="async"
                  className="block h-auto w-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                />
                {last && (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/55 px-1 text-center text-sm font-semibold text-white">
                    {text("seeAll", { count })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <GallerySlideshow
          title={title}
          pageKey={pageKey}
          pictures={pictures}
          language={language}
          start={open}
          onClose={() => setOpen(null)}
          text={text}
        />
      )}
    </section>
  );
}
