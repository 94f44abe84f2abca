import { useEffect, useState } from "react";
import type { ProductTexts } from "../product-page-texts.ts";

const JETS = [0, 1, 2, 3, 4, 5, 6];

// The jets rise and fall in turn; a splash sends them all up at once. Inline styles, so the animation
// ships with this page only (the site's stylesheet is shared by every page).
const KEYFRAMES = `
@keyframes fountain-jet { 0%, 100% { transform: scaleY(.25); } 50% { transform: scaleY(1); } }
@keyframes fountain-splash { 0% { transform: scaleY(.2); opacity: 1; } 60% { transform: scaleY(1.25); } 100% { transform: scaleY(.2); opacity: 0; } }
@keyframes fountain-drop { 0% { transform: translateY(0); opacity: 1; } 100% { transform: translateY(60px); opacity: 0; } }
`;

/**
 * The interactive fountain's looping, silent "video" (001 §2): an animated drawing of the splash pad
 * whose jets dance in turn, and all leap together when the visitor taps it. It can be paused (WCAG 2.2.2)
 * and starts paused for visitors who ask for reduced motion.
 */
export function FountainAnimation({ text }: { text: ProductTexts }) {
  const [playing, setPlaying] = useState(true);
  const [splashes, setSplashes] = useState(0);

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  const state = playing ? "running" : "paused";
  return (
    <figure className="mt-8 overflow-hidden rounded-2xl bg-lake-50 ring-1 ring-lake-100">
      <style>{KEYFRAMES}</style>
      <button
        type="button"
        onClick={() => setSplashes((count) => count + 1)}
        aria-label={text("fountainSplash")}
        className="block w-full focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-lake-700"
      >
        <svg
          viewBox="0 0 600 260"
          width="600"
          height="260"
          className="block h-auto w-full"
          aria-hidden="true"
        >
          <rect width="600" height="260" fill="#d1eaf5" />
          <ellipse cx="300" cy="228" rx="280" ry="26" fill="#7cc3e4" />
          {JETS.map((jet) => {
            const x = 90 + jet * 70;
            return (
              <g key={jet}>
                <rect
                  x={x - 6}
                  y="60"
                  width="12"
                  height="170"
                  rx="6"
                  fill="#4fa3d1"
                  style={{
                    transformBox: "fill-box",
                    transformOrigin: "bottom",
                    animation: `fountain-jet 2.4s ease-in-out ${jet * 0.3}s infinite`,
                    animationPlayState: state,
                  }}
                />
                <circle
                  cx={x}
                  cy="70"
                  r="6"
                  fill="#9edcf7"
                  style={{
                    animation: `fountain-drop 1.2s ease-in ${jet * 0.2}s infinite`,
                    animationPlayState: state,
                  }}
                />
              </g>
            );
          })}
          {splashes > 0 && (
            <g key={splashes}>
              {JETS.map((jet) => (
                <rect
                  key={jet}
                  x={55 + jet * 80}
                  y="20"
                  width="18"
                  height="210"
                  rx="9"
                  fill="#ffffff"
                  opacity="0"
                  style={{
                    transformBox: "fill-box",
                    transformOrigin: "bottom",
                    animation: "fountain-splash 0.9s ease-out",
                  }}
                />
              ))}
            </g>
          )}
        </svg>
      </button>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-stone-800">
        <span>{text("fountain")}</span>
        <button
          type="button"
          onClick={() => setPlaying((current) => !current)}
          className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-lake-800 ring-1 ring-lake-100 hover:bg-lake-100"
        >
          {playing ? text("pause") : text("play")}
        </button>
      </figcaption>
    </figure>
  );
}
