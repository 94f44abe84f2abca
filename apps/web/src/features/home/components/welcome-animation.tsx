import type { ReactNode } from "react";

/**
 * The welcome scene (lake, zip line and camp at sunset, 1600 x 900 scene units) drawn as layers. Each moving
 * part is a small layer of its own that moves by transform or opacity only, which the browser's compositor
 * animates without painting again. The same scene as one animated SVG picture was painted whole every frame:
 * a full CPU core for as long as the home page was open (decision 0055).
 */

type Box = readonly [x: number, y: number, width: number, height: number];
/** `id` prefixes the piece's gradient ids, which differ between the hero's scene and the player's. */
type Piece = { box: Box; motion?: string; art: (id: string) => ReactNode };

/** A band of wave crests on the lake, drawn as round-capped strokes. */
const waves = (d: string, look: { colour: string; width: string; opacity: string }) => (): ReactNode => (
  <path
    d={d}
    stroke={look.colour}
    strokeWidth={look.width}
    fill="none"
    strokeLinecap="round"
    opacity={look.opacity}
  />
);

const PIECES: readonly Piece[] = [
  {
    box: [0, 0, 1600, 900],
    art: (id) => (
      <>
        <defs>
          <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f7c873" />
            <stop offset=".55" stopColor="#f4a261" />
            <stop offset="1" stopColor="#e07a5f" />
          </linearGradient>
        </defs>
        <rect width="1600" height="900" fill={`url(#${id}sky)`} />
      </>
    ),
  },
  {
    box: [1126, 136, 228, 228],
    motion: "welcome-sun",
    art: () => <circle cx="1240" cy="250" r="110" fill="#fff3c4" />,
  },
  {
    box: [76, 96, 278, 102],
    motion: "welcome-cloud",
    art: () => (
      <g fill="#fff" opacity=".8">
        <ellipse cx="200" cy="160" rx="120" ry="34" />
        <ellipse cx="270" cy="140" rx="80" ry="40" />
      </g>
    ),
  },
  {
    box: [146, 202, 308, 92],
    motion: "welcome-cloud welcome-cloud-late",
    art: () => (
      <g fill="#fff" opacity=".7">
        <ellipse cx="300" cy="260" rx="150" ry="30" />
        <ellipse cx="360" cy="240" rx="70" ry="34" />
      </g>
    ),
  },
  {
    box: [0, 276, 1600, 624],
    art: () => (
      <>
        <path
          d="M0 520 L260 330 L430 470 L650 280 L900 500 L1120 360 L1400 520 L1600 420 L1600 900 L0 900Z"
          fill="#6d597a"
          opacity=".55"
        />
        <path
          d="M0 600 L220 470 L420 560 L640 430 L880 580 L1100 470 L1350 590 L1600 500 L1600 900 L0 900Z"
          fill="#355c4a"
        />
        <line x1="180" y1="300" x2="1120" y2="560" stroke="#1c2a22" strokeWidth="3" />
      </>
    ),
  },
  {
    box: [184, 302, 32, 108],
    motion: "welcome-rider",
    art: () => (
      <>
        <line x1="200" y1="306" x2="200" y2="350" stroke="#1c2a22" strokeWidth="4" />
        <circle cx="200" cy="360" r="12" fill="#e63946" />
        <rect x="190" y="372" width="20" height="34" rx="8" fill="#e63946" />
      </>
    ),
  },
  {
    box: [0, 466, 1600, 434],
    art: (id) => (
      <>
        <defs>
          <linearGradient id={`${id}lake`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2a9d8f" />
            <stop offset="1" stopColor="#0b5f86" />
          </linearGradient>
        </defs>
        <rect y="650" width="1600" height="250" fill={`url(#${id}lake)`} />
        <g fill="#0d3b22">
          <path d="M80 660l50-150 50 150z" />
          <path d="M150 660l40-120 40 120z" />
          <path d="M1450 660l55-170 55 170z" />
          <path d="M1380 660l40-120 40 120z" />
        </g>
        <path d="M560 655l70-110 70 110z" fill="#f4eddc" />
        <path d="M630 545l0 110" stroke="#b08968" strokeWidth="4" />
        <line x1="1212" y1="470" x2="1212" y2="655" stroke="#f4eddc" strokeWidth="5" />
      </>
    ),
  },
  {
    box: [94, 694, 1392, 102],
    motion: "welcome-wave",
    art: waves(
      "M100 720q40-18 80 0t80 0M520 760q40-18 80 0t80 0M980 710q40-18 80 0t80 0M1320 780q40-18 80 0t80 0",
      { colour: "#d1eaf5", width: "6", opacity: ".7" },
    ),
  },
  {
    box: [294, 804, 1052, 62],
    motion: "welcome-wave welcome-wave-late",
    art: waves("M300 820q40-18 80 0t80 0M760 850q40-18 80 0t80 0M1180 830q40-18 80 0t80 0", {
      colour: "#ecf6fb",
      width: "5",
      opacity: ".6",
    }),
  },
  {
    box: [1212, 470, 70, 44],
    motion: "welcome-flag",
    art: () => <path d="M1212 470h70v44h-70z" fill="#17643a" />,
  },
];

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The scene covering its box (cropped like `object-fit: cover`), moving unless `playing` is false. */
export type WelcomeSceneProps = {
  /** What the scene's own element ids start with: the hero and the player each show one. */
  id: string;
  playing: boolean;
  className: string;
};

export function WelcomeAnimation({ id, playing, className }: WelcomeSceneProps) {
  return (
    <div
      aria-hidden="true"
      className={`welcome-scene overflow-hidden ${className}`}
      data-paused={!playing || undefined}
    >
      <div className="welcome-stage">
        {PIECES.map(({ box: [x, y, width, height], motion, art }) => (
          <svg
            aria-hidden="true"
            key={`${x} ${y}`}
            viewBox={`${x} ${y} ${width} ${height}`}
            className={motion}
            style={{
              left: percent(x, 1600),
              top: percent(y, 900),
              width: percent(width, 1600),
              height: percent(height, 900),
            }}
          >
            {art(id)}
          </svg>
        ))}
      </div>
    </div>
  );
}
