import type { StayType } from "@park/domain/constants.ts";

const SKY = "#d1eaf5";
const NIGHT_SKY = "#0d3b22";
const GRASS = "#1f7a47";
const WATER = "#0b5f86";
const WOOD = "#9a5b2e";
const ROOF = "#6b3a1a";
const CANVAS = "#f4eddc";
const SUN = "#f2b233";

function Scene({ type }: { type: StayType }) {
  switch (type) {
    case "DAY_PASS":
      return (
        <>
          <rect width="96" height="64" fill={SKY} />
          <circle cx="74" cy="16" r="9" fill={SUN} />
          <rect y="40" width="96" height="24" fill={WATER} />
          <path d="M0 44q8-4 16 0t16 0 16 0 16 0 16 0 16 0" stroke="#ecf6fb" strokeWidth="2" fill="none" />
          <path d="M14 40V18h4v22M14 24h-6M18 24h8" stroke={WOOD} strokeWidth="3" fill="none" />
          <path d="M30 40c6-14 14-18 22-18" stroke="#c0392b" strokeWidth="4" fill="none" />
        </>
      );
    case "CAMPING_PASS":
      return (
        <>
          <rect width="96" height="64" fill={NIGHT_SKY} />
          <circle cx="76" cy="14" r="7" fill={CANVAS} />
          <circle cx="79" cy="12" r="6" fill={NIGHT_SKY} />
          <circle cx="20" cy="10" r="1.2" fill={CANVAS} />
          <circle cx="44" cy="16" r="1.2" fill={CANVAS} />
          <rect y="48" width="96" height="16" fill={GRASS} />
          <path d="M26 50 46 20l20 30Z" fill="#e67e22" />
          <path d="M46 20v30M40 50l6-12 6 12" stroke={ROOF} strokeWidth="2" fill="none" />
          <path d="M74 50l3-8 3 8M71 50h12" stroke={SUN} strokeWidth="2" fill="none" />
        </>
      );
    case "CABIN":
      return (
        <>
          <rect width="96" height="64" fill={SKY} />
          <rect y="50" width="96" height="14" fill={GRASS} />
          <path d="M22 30 48 12l26 18Z" fill={ROOF} />
          <rect x="26" y="30" width="44" height="22" fill={WOOD} />
          <path d="M26 36h44M26 42h44M26 48h44" stroke={ROOF} strokeWidth="1" />
          <rect x="44" y="38" width="9" height="14" fill={ROOF} />
          <rect x="31" y="35" width="8" height="7" fill={SUN} />
          <path d="M80 52V30M80 30l-6 10h12Z" stroke={GRASS} fill={GRASS} />
        </>
      );
    case "TIPI":
      return (
        <>
          <rect width="96" height="64" fill={SKY} />
          <rect y="50" width="96" height="14" fill={GRASS} />
          <path d="M30 52 48 10l18 42Z" fill={CANVAS} stroke={WOOD} strokeWidth="2" />
          <path d="M44 8l4 6 4-6" stroke={WOOD} strokeWidth="2" fill="none" />
          <path d="M42 52l6-14 6 14Z" fill={WOOD} />
          <path d="M38 30h20M36 36h24" stroke="#c0392b" strokeWidth="2" />
          <path d="M72 52 82 28l10 24Z" fill={CANVAS} stroke={WOOD} strokeWidth="1.5" />
        </>
      );
    case "LAKE_VILLAGE":
      return (
        <>
          <rect width="96" height="64" fill={SKY} />
          <rect y="44" width="96" height="20" fill={WATER} />
          <path d="M0 50q8-3 16 0t16 0 16 0 16 0 16 0 16 0" stroke="#ecf6fb" strokeWidth="1.5" fill="none" />
          <path d="M30 44v12M66 44v12" stroke={ROOF} strokeWidth="3" />
          <rect x="24" y="40" width="48" height="4" fill={ROOF} />
          <path d="M26 26 48 12l22 14Z" fill={ROOF} />
          <rect x="30" y="26" width="36" height="14" fill={WOOD} />
          <rect x="36" y="30" width="7" height="6" fill={SUN} />
          <rect x="52" y="30" width="7" height="6" fill={SUN} />
        </>
      );
    case "SUPERIOR_CABIN":
      return (
        <>
          <rect width="96" height="64" fill={SKY} />
          <rect y="52" width="96" height="12" fill={GRASS} />
          <path d="M14 28 48 6l34 22Z" fill={ROOF} />
          <rect x="18" y="28" width="60" height="26" fill={WOOD} />
          <path d="M18 40h60" stroke={ROOF} strokeWidth="2" />
          <rect x="24" y="31" width="8" height="6" fill={SUN} />
          <rect x="64" y="31" width="8" height="6" fill={SUN} />
          <rect x="42" y="43" width="12" height="11" fill={ROOF} />
          <rect x="24" y="44" width="8" height="6" fill={SUN} />
          <rect x="64" y="44" width="8" height="6" fill={SUN} />
          <path d="M40 20h16" stroke={CANVAS} strokeWidth="2" />
        </>
      );
  }
}

/** A small drawing of each stay type; decorative, the option's text names it. */
export function StayIllustration({ type, className }: { type: StayType; className?: string }) {
  return (
    <svg
      viewBox="0 0 96 64"
      width="96"
      height="64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <Scene type={type} />
    </svg>
  );
}
