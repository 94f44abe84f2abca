import type { ReactNode } from "react";

/**
 * Drawing pieces shared by the four lodging maps. Everything here is decoration: the map's <svg> is
 * hidden from assistive technology and the units are buttons laid over it.
 */
const COLOURS = {
  meadow: "#e6efd6",
  meadowEdge: "#d3e3bd",
  road: "#eadfc3",
  roadEdge: "#cdb98a",
  water: "#a9d8ec",
  waterEdge: "#0b5f86",
  treeDark: "#1f5f36",
  treeLight: "#3f8f57",
  trunk: "#7a5a36",
  building: "#f4eddc",
  buildingEdge: "#8a7550",
  label: "#0d3b22",
};

export function Ground({ width, height }: { width: number; height: number }) {
  return (
    <>
      <rect width={width} height={height} fill={COLOURS.meadow} />
      <rect
        x={6}
        y={6}
        width={width - 12}
        height={height - 12}
        rx={18}
        fill="none"
        stroke={COLOURS.meadowEdge}
        strokeWidth={4}
      />
    </>
  );
}

/** A road or footpath drawn as a pale band with a darker edge; `width` is the band's width. */
export function Road({ d, width = 26, dashed = false }: { d: string; width?: number; dashed?: boolean }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={COLOURS.roadEdge} strokeWidth={width + 4} />
      <path d={d} stroke={COLOURS.road} strokeWidth={width} />
      {dashed && <path d={d} stroke="#fffaf0" strokeWidth={2} strokeDasharray="10 12" />}
    </g>
  );
}

/** A body of water with a few ripples. */
export function Water({ d, ripples = [] }: { d: string; ripples?: readonly { x: number; y: number }[] }) {
  return (
    <g>
      <path d={d} fill={COLOURS.water} stroke={COLOURS.waterEdge} strokeWidth={3} />
      {ripples.map((ripple) => (
        <path
          key={`${ripple.x}-${ripple.y}`}
          d={`M${ripple.x - 18} ${ripple.y} q9 -7 18 0 t18 0`}
          fill="none"
          stroke="#ffffff"
          strokeWidth={2.5}
          strokeLinecap="round"
          opacity={0.8}
        />
      ))}
    </g>
  );
}

export function Tree({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  const r = 15 * size;
  return (
    <g>
      <rect x={x - 2.5 * size} y={y + r * 0.6} width={5 * size} height={r * 0.8} fill={COLOURS.trunk} />
      <circle cx={x} cy={y} r={r} fill={COLOURS.treeDark} />
      <circle cx={x - r * 0.35} cy={y - r * 0.35} r={r * 0.55} fill={COLOURS.treeLight} />
    </g>
  );
}

/** Many trees at once, with alternating sizes so the woods do not look stamped. */
export function Woods({ points }: { points: readonly (readonly [number, number])[] }) {
  return (
    <g>
      {points.map(([x, y], index) => (
        <Tree key={`${x}-${y}`} x={x} y={y} size={index % 3 === 0 ? 1.2 : index % 3 === 1 ? 0.9 : 1} />
      ))}
    </g>
  );
}

/** A small building (restrooms, reception) with its name under it. */
export function Building({
  x,
  y,
  width = 70,
  height = 42,
  label,
}: {
  x: number;
  y: number;
  width?: number;
  height?: number;
  label: string;
}) {
  return (
    <g>
      <rect
        x={x - width / 2}
        y={y - height / 2}
        width={width}
        height={height}
        rx={6}
        fill={COLOURS.building}
        stroke={COLOURS.buildingEdge}
        strokeWidth={2.5}
      />
      <MapLabel x={x} y={y + height / 2 + 20}>
        {label}
      </MapLabel>
    </g>
  );
}

export function Campfire({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      <circle r={34} fill="#d9c7a0" stroke="#9b8560" strokeWidth={3} />
      <path d="M-16 14 L16 -6 M-16 -6 L16 14" stroke={COLOURS.trunk} strokeWidth={6} strokeLinecap="round" />
      <path d="M0 -26 C10 -12 14 -2 0 10 C-14 -2 -10 -12 0 -26 Z" fill="#e0662b" />
      <path d="M0 -12 C5 -5 6 0 0 6 C-6 0 -5 -5 0 -12 Z" fill="#f7c548" />
    </g>
  );
}

/** A name written on the map, with a pale halo so it stays readable over roads and trees. */
export function MapLabel({
  x,
  y,
  children,
  size = 20,
  anchor = "middle",
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  anchor?: "start" | "middle" | "end";
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={size}
      fontWeight={700}
      fill={COLOURS.label}
      stroke="#ffffff"
      strokeWidth={5}
      strokeLinejoin="round"
      paintOrder="stroke"
      fontFamily="system-ui, sans-serif"
    >
      {children}
    </text>
  );
}

/** An arrow pointing where a road leads (entrance, to the water park). */
export function Arrow({ x, y, rotate = 0 }: { x: number; y: number; rotate?: number }) {
  return (
    <path
      transform={`translate(${x} ${y}) rotate(${rotate})`}
      d="M-14 -9 L6 -9 L6 -17 L20 0 L6 17 L6 9 L-14 9 Z"
      fill={COLOURS.label}
    />
  );
}
