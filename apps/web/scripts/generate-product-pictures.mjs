// Writes the stand-in artwork of the product, lodging and service pages: simple SVG scenes (lake, cabins,
// tents, slides, canopy lines, horses, ...) into public/pictures/<section>-<slug>/ with each folder's
// manifest.json (file, width, height, alt text in Spanish and English). Real photos replace them by
// dropping files into the folder and listing them in its manifest (public/pictures/README.md).
//   node apps/web/scripts/generate-product-pictures.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "pictures");
const W = 1200;
const H = 800;
const HORIZON = 520;

// A small seeded random so every run writes the same files (no churn in git).
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const SKIES = {
  day: {
    top: "#7cc6ee",
    bottom: "#dff3fb",
    hill: ["#8dbb6e", "#6d9f57", "#4f8444"],
    ground: "#9cc77a",
    light: "#ffd35c",
  },
  morning: {
    top: "#f7c99a",
    bottom: "#e6f4fa",
    hill: ["#a7c48a", "#84ad6c", "#5e9152"],
    ground: "#a9cf86",
    light: "#ffe29a",
  },
  sunset: {
    top: "#f28c5b",
    bottom: "#fbd49b",
    hill: ["#9c7d6b", "#7a6a5a", "#5b5649"],
    ground: "#a59569",
    light: "#ff7b3a",
  },
  night: {
    top: "#0f2143",
    bottom: "#2f4f7a",
    hill: ["#2d4a46", "#24403a", "#1b332e"],
    ground: "#2c4a3a",
    light: "#f4f1d0",
  },
};

function sky(time, rnd) {
  const p = SKIES[time];
  let out = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  const lx = 180 + Math.round(rnd() * 840);
  if (time === "night") {
    for (let i = 0; i < 40; i++) {
      out += `<circle cx="${Math.round(rnd() * W)}" cy="${Math.round(rnd() * 380)}" r="${(1 + rnd() * 2).toFixed(1)}" fill="#fff" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`;
    }
    out += `<circle cx="${lx}" cy="130" r="48" fill="${p.light}"/><circle cx="${lx + 22}" cy="118" r="44" fill="${p.top}"/>`;
  } else {
    const ly = time === "sunset" ? 420 : time === "morning" ? 300 : 140;
    out += `<circle cx="${lx}" cy="${ly}" r="${time === "day" ? 60 : 80}" fill="${p.light}" opacity=".9"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = Math.round(rnd() * W);
      const cy = 90 + Math.round(rnd() * 160);
      out += `<g fill="#fff" opacity="${time === "sunset" ? 0.5 : 0.85}"><ellipse cx="${cx}" cy="${cy}" rx="70" ry="24"/><ellipse cx="${cx + 40}" cy="${cy - 16}" rx="46" ry="26"/><ellipse cx="${cx - 44}" cy="${cy - 6}" rx="36" ry="18"/></g>`;
    }
  }
  return out;
}

function hills(time, rnd) {
  const p = SKIES[time];
  let out = "";
  p.hill.forEach((color, layer) => {
    const base = 400 + layer * 55;
    let d = `M0 ${base}`;
    for (let x = 0; x <= W; x += 200) {
      d += ` Q${x + 100} ${base - 60 - Math.round(rnd() * 90)} ${x + 200} ${base - Math.round(rnd() * 30)}`;
    }
    out += `<path d="${d} V${H} H0Z" fill="${color}"/>`;
  });
  out += `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${p.ground}"/>`;
  return out;
}

function pine(x, y, s, time) {
  const green = time === "night" ? "#1d3b2f" : time === "sunset" ? "#4d5e3a" : "#2f6b3a";
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-6" y="-10" width="12" height="30" fill="#6b4a2b"/><path d="M0-150 40-60H18L52 0H-52L-18-60H-40Z" fill="${green}"/></g>`;
}

function pines(time, rnd, count = 6, y = HORIZON + 10) {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += pine(Math.round(rnd() * W), y + Math.round(rnd() * 30), (0.6 + rnd() * 0.6).toFixed(2), time);
  }
  return out;
}

function lake(time, y = 600, h = 150) {
  const water = time === "night" ? "#1e3d66" : time === "sunset" ? "#e6a27a" : "#4fa3d1";
  let out = `<ellipse cx="600" cy="${y + h / 2}" rx="640" ry="${h}" fill="${water}"/>`;
  for (let i = 0; i < 6; i++) {
    const ly = y + 20 + i * 22;
    out += `<path d="M${200 + i * 60} ${ly}h${160 - i * 10}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>`;
  }
  return out;
}

function cabin(x, y, s, roof = "#8c3b2a", wall = "#b9835a") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-80" y="-90" width="160" height="90" fill="${wall}"/><path d="M-100-88 0-160 100-88Z" fill="${roof}"/><rect x="-20" y="-55" width="40" height="55" fill="#5a3a22"/><rect x="-66" y="-70" width="32" height="26" fill="#fbe7a1"/><rect x="34" y="-70" width="32" height="26" fill="#fbe7a1"/><path d="M-80-30h160M-80-60h160" stroke="#8a5a38" stroke-width="3"/></g>`;
}

function tent(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 0 0-110 90 0Z" fill="${color}"/><path d="M-22 0 0-110 22 0Z" fill="#00000033"/><path d="M0-110v-14" stroke="#444" stroke-width="4"/></g>`;
}

function teepee(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0 0-170 70 0Z" fill="#e8d2a6"/><path d="M-42-60h84M-56-30h112" stroke="#b5462f" stroke-width="8"/><path d="M-20 0 0-50 20 0Z" fill="#6b4a2b"/><path d="M-14-190 8-160M14-190-8-160" stroke="#6b4a2b" stroke-width="5"/></g>`;
}

function person(x, y, s, color = "#d9483b") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cy="-58" r="11" fill="#8a5a3c"/><path d="M0-46v26M0-40l-14 14M0-40l14 14M0-20l-10 20M0-20l10 20" stroke="${color}" stroke-width="7" stroke-linecap="round"/></g>`;
}

function horse(x, y, s, rider) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-50-50v48M-34-50v48M30-50v48M44-50v48" stroke="#5b3a22" stroke-width="9" stroke-linecap="round"/><ellipse cy="-62" rx="62" ry="28" fill="#8b5a34"/><path d="M46-74 74-122 98-112 84-96 64-64Z" fill="#8b5a34"/><path d="M62-120 52-84" stroke="#3b2716" stroke-width="8"/><path d="M-60-70q-26 10-20 46" stroke="#3b2716" stroke-width="8" fill="none"/>${rider ? `<circle cx="4" cy="-128" r="13" fill="#8a5a3c"/><path d="M4-114v34M4-104l24 10M4-84l-14 22" stroke="#2e6fb5" stroke-width="9" stroke-linecap="round"/><path d="M-10-140h28" stroke="#6b4a2b" stroke-width="6"/>` : ""}</g>`;
}

function atv(x, y, s, color = "#d9483b") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-60" y="-56" width="120" height="30" rx="10" fill="${color}"/><path d="M-40-56l20-18h40l20 18" fill="#333"/><circle cx="-40" cy="-16" r="22" fill="#222"/><circle cx="40" cy="-16" r="22" fill="#222"/><circle cx="-40" cy="-16" r="8" fill="#999"/><circle cx="40" cy="-16" r="8" fill="#999"/><circle cy="-100" r="16" fill="#f2c94c"/><path d="M0-84v28M0-76l26 16" stroke="#2e6fb5" stroke-width="9" stroke-linecap="round"/></g>`;
}

function track(time) {
  const dirt = time === "night" ? "#5a4a3a" : "#c49a6c";
  return `<path d="M-20 720C200 600 420 760 640 640S1000 560 1240 660" stroke="${dirt}" stroke-width="70" fill="none" stroke-linecap="round"/>`;
}

function water(y = 620, color = "#46b3e6") {
  return `<rect x="120" y="${y}" width="960" height="${H - y - 30}" rx="30" fill="#e9eef2"/><rect x="150" y="${y + 20}" width="900" height="${H - y - 70}" rx="20" fill="${color}"/>`;
}

function waves(y) {
  let out = "";
  for (let i = 0; i < 4; i++) {
    let d = `M160 ${y + i * 28}`;
    for (let x = 160; x < 1040; x += 80) d += ` q20 -18 40 0 t40 0`;
    out += `<path d="${d}" stroke="#fff" stroke-width="6" fill="none" opacity="${0.9 - i * 0.18}"/>`;
  }
  return out;
}

function jets(rnd, count = 7) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = 220 + i * (760 / (count - 1));
    const h = 120 + Math.round(rnd() * 140);
    out += `<path d="M${x} 690q${20 + rnd() * 30} -${h} ${50 + rnd() * 30} -${h / 3}" stroke="#9edcf7" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    out += `<circle cx="${x + 60}" cy="${690 - h / 3 + 20}" r="6" fill="#9edcf7"/>`;
  }
  return out;
}

function ship(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M-220-60h440l-60 90h-320Z" fill="#7a4a26"/><path d="M-200-40h400" stroke="#e0b04b" stroke-width="8"/><path d="M0-60v-260" stroke="#5b3a22" stroke-width="14"/><path d="M10-300q110 60 0 200Z" fill="#f5ecd7"/><path d="M0-320h60v34h-60Z" fill="#222"/><circle cx="30" cy="-303" r="8" fill="#fff"/><circle cx="-140" cy="-70" r="14" fill="#333"/><path d="M-126-70h40" stroke="#333" stroke-width="14"/></g>`;
}

function divingBoard() {
  return `<path d="M140 470v160" stroke="#999" stroke-width="14"/><path d="M130 470h330" stroke="#2e6fb5" stroke-width="16" stroke-linecap="round"/><path d="M150 480v140M190 480v140M150 520h40M150 560h40M150 600h40" stroke="#bbb" stroke-width="6"/>`;
}

function diver(x, y) {
  return `<g transform="translate(${x} ${y}) rotate(150)"><circle cy="-60" r="13" fill="#8a5a3c"/><path d="M0-46v40M0-40l-16-22M0-40l16-22M0-6l-8 26M0-6l8 26" stroke="#e8553f" stroke-width="9" stroke-linecap="round"/></g>`;
}

function slide() {
  return `<path d="M200 230h120v420h-120Z" fill="#c9ced6"/><path d="M190 230h140l-20-40h-100Z" fill="#e8553f"/><path d="M320 250C620 250 380 450 700 460S760 640 1000 660" stroke="#f2c94c" stroke-width="56" fill="none" stroke-linecap="round"/><path d="M320 250C620 250 380 450 700 460S760 640 1000 660" stroke="#46b3e6" stroke-width="18" fill="none" stroke-linecap="round" opacity=".8"/>`;
}

function pedalBoat(x, y, color) {
  return `<g transform="translate(${x} ${y})"><path d="M-70 0h140q-10 26-40 26h-60q-30 0-40-26Z" fill="${color}"/><path d="M40 0q10-50 34-56q10 18-6 28q-6 10-8 28" fill="#fff"/><path d="M-30 0v-30h40v30" fill="#f5f5f5"/><circle cx="-10" cy="-44" r="10" fill="#8a5a3c"/></g>`;
}

function waterfall(x) {
  return `<path d="M${x - 160} 560 ${x - 120} 380 ${x - 20} 330 ${x + 100} 360 ${x + 170} 560Z" fill="#8d8a84"/><path d="M${x - 40} 360q-10 120 0 260h70q10-140 0-260Z" fill="#bde8fa" opacity=".9"/><path d="M${x - 20} 380v220M${x + 10} 380v220" stroke="#fff" stroke-width="5" opacity=".7"/>`;
}

function platform(x, y) {
  return `<path d="M${x} ${y}v${H - y}" stroke="#6b4a2b" stroke-width="18"/><rect x="${x - 50}" y="${y - 12}" width="100" height="16" fill="#8b5a34"/>`;
}

function canopyRider(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M0 0v40" stroke="#333" stroke-width="4"/><circle cy="52" r="12" fill="#f2c94c"/><path d="M0 64v36M0 74l-20 16M0 74l20 16M0 100l-14 26M0 100l14 26" stroke="#2e6fb5" stroke-width="8" stroke-linecap="round"/><path d="M-12 96h24" stroke="#e8553f" stroke-width="6"/></g>`;
}

function bridge(x1, x2, y) {
  const mid = (x1 + x2) / 2;
  let out = `<path d="M${x1} ${y}Q${mid} ${y + 90} ${x2} ${y}" stroke="#6b4a2b" stroke-width="6" fill="none"/><path d="M${x1} ${y - 50}Q${mid} ${y + 40} ${x2} ${y - 50}" stroke="#8b5a34" stroke-width="5" fill="none"/>`;
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const px = x1 + (x2 - x1) * t;
    const py = y + 4 * 45 * t * (1 - t) * 2;
    out += `<path d="M${px.toFixed(0)} ${(py - 48).toFixed(0)}v48" stroke="#8b5a34" stroke-width="3"/><rect x="${(px - 10).toFixed(0)}" y="${(py - 4).toFixed(0)}" width="20" height="8" fill="#b9835a"/>`;
  }
  return out;
}

function helmet(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 0a90 90 0 0 1 180 0Z" fill="#f2c94c"/><path d="M-100 0h200v16h-200Z" fill="#d9a92a"/><path d="M-30-80v70M30-80v70" stroke="#fff" stroke-width="8" opacity=".5"/></g>`;
}

function harness(x, y) {
  return `<g transform="translate(${x} ${y})" fill="none" stroke-linecap="round"><path d="M-70-160 0-40 70-160" stroke="#e8553f" stroke-width="22"/><path d="M-80-20h160" stroke="#e8553f" stroke-width="24"/><path d="M-60 0q-10 70 30 100M60 0q10 70-30 100" stroke="#2e6fb5" stroke-width="20"/><path d="M0-70a26 40 0 1 0 1 0" stroke="#999" stroke-width="10"/></g>`;
}

function stage(time) {
  const lightColor = time === "night" ? "#ffe98a" : "#fff3c4";
  let out = `<path d="M320 420h560v40H320Z" fill="#3b2f2a"/><path d="M300 330h600l-40 90H340Z" fill="#b5462f"/><rect x="340" y="460" width="520" height="110" fill="#6b4a2b"/><path d="M360 460v-40M840 460v-40" stroke="#3b2f2a" stroke-width="10"/>`;
  out += `<path d="M420 420 330 640M600 420 600 660M780 420 870 640" stroke="${lightColor}" stroke-width="40" opacity=".25"/>`;
  out += person(520, 460, 1.2, "#2e6fb5") + person(680, 460, 1.2, "#f2c94c");
  out += `<g fill="#fff" opacity=".9"><circle cx="440" cy="300" r="10"/><path d="M450 300v-50l30-8v46" stroke="#fff" stroke-width="5" fill="none"/><circle cx="480" cy="290" r="10"/><circle cx="760" cy="270" r="10"/><path d="M770 270v-50" stroke="#fff" stroke-width="5"/></g>`;
  return out;
}

function campfire(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M-40 0 40-16M-40-16 40 0" stroke="#6b4a2b" stroke-width="12" stroke-linecap="round"/><path d="M0-80q30 40 20 64h-40q-10-24 20-64Z" fill="#ff8a3a"/><path d="M0-50q14 20 8 34h-16q-6-14 8-34Z" fill="#ffd35c"/></g>`;
}

function court() {
  return `<path d="M160 580h880l80 190H80Z" fill="#c9744a"/><path d="M600 580v190M230 600h740M190 700h820" stroke="#fff" stroke-width="5"/><ellipse cx="600" cy="670" rx="60" ry="24" stroke="#fff" stroke-width="5" fill="none"/><path d="M130 720v-90h70v90" stroke="#fff" stroke-width="8" fill="none"/><circle cx="760" cy="690" r="18" fill="#fff"/><path d="M746 684 774 696" stroke="#222" stroke-width="3"/>`;
}

function flagHill(time) {
  return `<path d="M340 560Q600 300 860 560Z" fill="${SKIES[time].hill[1]}"/><path d="M600 420V130" stroke="#bbb" stroke-width="10"/><path d="M606 140h70v120h-70Z" fill="#1f7a4a"/><path d="M676 140h70v120h-70Z" fill="#fff"/><path d="M746 140h70v120h-70Z" fill="#c8323c"/><circle cx="711" cy="200" r="16" fill="#a0703a"/>`;
}

function echo() {
  let out = `<path d="M100 560 260 300 420 400 520 260 620 560Z" fill="#9a8c7c"/><path d="M700 560 820 330 960 380 1100 290 1200 560Z" fill="#8d8070"/>`;
  for (let i = 1; i <= 4; i++)
    out += `<path d="M${560 + i * 30} ${300 - i * 20}a${i * 40} ${i * 40} 0 0 1 0 ${i * 80}" stroke="#fff" stroke-width="5" fill="none" opacity="${1 - i * 0.2}"/>`;
  return out + person(520, 290, 1.1);
}

function barn() {
  return `<path d="M700 560V400l120-80 120 80v160Z" fill="#b5402f"/><path d="M780 560v-90h80v90M780 470l80 90M860 470l-80 90" stroke="#fff" stroke-width="6" fill="none"/><path d="M100 600h560M100 640h560M120 580v80M240 580v80M360 580v80M480 580v80M600 580v80" stroke="#e9d8b4" stroke-width="8"/>`;
}

function goat(x, y, color = "#f1ede4") {
  return `<g transform="translate(${x} ${y})"><path d="M-30 0v-30M-14 0v-30M20 0v-30M34 0v-30" stroke="#6b5a4a" stroke-width="6"/><ellipse cy="-42" rx="46" ry="20" fill="${color}"/><path d="M36-50l22-24 14 6-6 20Z" fill="${color}"/><path d="M56-74l-6-18M64-72l4-18" stroke="#6b5a4a" stroke-width="4"/></g>`;
}

function hen(x, y) {
  return `<g transform="translate(${x} ${y})"><ellipse cy="-22" rx="24" ry="18" fill="#c87f3a"/><circle cx="20" cy="-42" r="11" fill="#c87f3a"/><path d="M20-54l4-8 4 8" fill="#d9483b"/><path d="M30-42l10 4-10 3" fill="#f2c94c"/><path d="M-4-4v8M6-4v8" stroke="#f2c94c" stroke-width="3"/></g>`;
}

function restaurant(time) {
  const lit = time === "night" || time === "sunset" ? "#ffe38a" : "#d7efff";
  let out = `<rect x="300" y="330" width="600" height="240" fill="#e9d8b4"/><path d="M280 340 600 230 920 340Z" fill="#8c3b2a"/><path d="M300 380h600v30H300Z" fill="#2f6b3a"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${340 + i * 140}" y="440" width="90" height="70" fill="${lit}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 220 + i * 380;
    out += `<path d="M${x} 720v-110" stroke="#555" stroke-width="6"/><path d="M${x - 80} 620q80-60 160 0Z" fill="${["#e8553f", "#f2c94c", "#2e6fb5"][i]}"/><rect x="${x - 50}" y="690" width="100" height="12" fill="#8b5a34"/>`;
  }
  return out;
}

function grocery() {
  let out = `<rect x="340" y="320" width="520" height="250" fill="#f5ecd7"/><path d="M320 320h560v-40H320Z" fill="#2f6b3a"/><path d="M340 360h520" stroke="#e8553f" stroke-width="26" stroke-dasharray="52 52"/><rect x="560" y="430" width="80" height="140" fill="#6b4a2b"/><rect x="390" y="430" width="130" height="90" fill="#d7efff"/><rect x="680" y="430" width="130" height="90" fill="#d7efff"/>`;
  for (let i = 0; i < 3; i++)
    out += `<rect x="${380 + i * 60}" y="600" width="52" height="40" fill="#b9835a"/><circle cx="${396 + i * 60}" cy="596" r="10" fill="${["#e8553f", "#f2c94c", "#7fb069"][i]}"/><circle cx="${420 + i * 60}" cy="596" r="10" fill="${["#f2c94c", "#7fb069", "#e8553f"][i]}"/>`;
  return out;
}

// Each element draws a thing on the scene; `rnd` varies positions so no two pictures are the same.
const ELEMENTS = {
  pines: (t, r) => pines(t, r),
  lake: (t) => lake(t),
  cabins: (_t, r) =>
    [200, 560, 920].map((x) => cabin(x + Math.round(r() * 60), 640, 0.9 + r() * 0.3)).join(""),
  cabin: (_t, r) => cabin(420 + Math.round(r() * 360), 660, 1.6),
  superior: (t, r) =>
    cabin(400 + Math.round(r() * 300), 660, 1.8, "#3f5f7a", "#d9c7a7") + pine(980, 640, 1, t),
  lakeVillage: (t, r) =>
    lake(t, 620, 130) +
    [220, 600, 980].map((x) => cabin(x + Math.round(r() * 40), 590, 0.8, "#3f5f7a", "#c9a57a")).join(""),
  tents: (_t, r) =>
    ["#e8553f", "#2e6fb5", "#f2c94c"]
      .map((c, i) => tent(260 + i * 330 + Math.round(r() * 40), 680, 0.9 + r() * 0.3, c))
      .join(""),
  teepees: (_t, r) =>
    [260, 600, 940].map((x) => teepee(x + Math.round(r() * 40), 680, 0.9 + r() * 0.3)).join(""),
  teepee: () => teepee(600, 700, 2),
  campfire: (_t, r) => campfire(560 + Math.round(r() * 80), 730),
  rv: (_t, r) =>
    `<g transform="translate(${320 + Math.round(r() * 300)} 560)"><rect width="420" height="150" rx="24" fill="#f5f5f0"/><rect x="20" y="30" width="90" height="50" fill="#8fc9e8"/><rect x="140" y="30" width="200" height="40" fill="#8fc9e8"/><path d="M0 100h420" stroke="#2e6fb5" stroke-width="10"/><circle cx="90" cy="160" r="30" fill="#222"/><circle cx="330" cy="160" r="30" fill="#222"/></g>`,
  family: (_t, r) =>
    person(300 + Math.round(r() * 200), 730, 1.3, "#e8553f") +
    person(380 + Math.round(r() * 200), 730, 0.9, "#2e6fb5") +
    person(460 + Math.round(r() * 200), 730, 1.2, "#7fb069"),
  stage: (t) => stage(t),
  horses: (_t, r) =>
    horse(380 + Math.round(r() * 120), 700, 1.5, true) +
    horse(820 + Math.round(r() * 80), 690, 1.1, r() > 0.4),
  horse: (_t, r) => horse(560 + Math.round(r() * 120), 720, 2, true),
  track: (t) => track(t),
  atvs: (_t, r) =>
    atv(360 + Math.round(r() * 80), 700, 1.4, "#e8553f") +
    atv(820 + Math.round(r() * 80), 660, 1.1, "#2e6fb5"),
  atvRow: () =>
    [240, 480, 720, 960]
      .map((x, i) => atv(x, 720, 1.1, ["#e8553f", "#2e6fb5", "#7fb069", "#f2c94c"][i]))
      .join(""),
  court: () => court(),
  flag: (t) => flagHill(t),
  echo: () => echo(),
  farm: (_t, r) =>
    barn() +
    goat(300 + Math.round(r() * 100), 720) +
    goat(480 + Math.round(r() * 80), 740, "#cfc3ad") +
    hen(660, 760) +
    hen(720 + Math.round(r() * 60), 750),
  wavePool: () => water(600) + waves(640),
  fountain: (_t, r) => `<rect x="150" y="680" width="900" height="80" rx="40" fill="#9ad0e8"/>${jets(r)}`,
  ship: () => water(620) + ship(600, 680),
  diving: () => water(620, "#2a8fd0") + divingBoard() + diver(560, 560),
  slide: () => water(640) + slide(),
  pedalBoats: (t, r) =>
    lake(t, 600, 170) +
    pedalBoat(380 + Math.round(r() * 80), 680, "#e8553f") +
    pedalBoat(760 + Math.round(r() * 80), 650, "#f2c94c"),
  waterfall: (_t, r) => waterfall(600 + Math.round(r() * 120)) + water(600, "#5cc1e8"),
  zip: (_t, r) => {
    const y = 200 + Math.round(r() * 80);
    return `${platform(140, y)}${platform(1060, y + 160)}<path d="M140 ${y - 40}L1060 ${y + 120}" stroke="#444" stroke-width="4"/><path d="M140 ${y - 24}L1060 ${y + 136}" stroke="#666" stroke-width="3"/>${canopyRider(560, y + 34)}`;
  },
  bridge: (_t, r) => {
    const y = 300 + Math.round(r() * 60);
    return `${platform(180, y)}${platform(1020, y)}${bridge(180, 1020, y)}${person(520 + Math.round(r() * 160), y + 74, 1)}`;
  },
  safety: () =>
    `<rect x="180" y="200" width="840" height="440" rx="40" fill="#ffffffcc"/>${helmet(420, 470, 1.4)}${harness(780, 470)}`,
  restaurant: (t) => restaurant(t),
  grocery: () => grocery(),
};

function scene(elements, time, seed, title) {
  const rnd = random(seed);
  let body = sky(time, rnd) + hills(time, rnd);
  for (const name of elements) body += ELEMENTS[name](time, rnd);
  // The page gives each <img> its alt text; the title names the file when it is opened on its own.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><title>${title}</title>${body}</svg>\n`;
}

const TIMES = {
  day: { es: "de día", en: "by day" },
  morning: { es: "por la mañana", en: "in the morning" },
  sunset: { es: "al atardecer", en: "at sunset" },
  night: { es: "de noche", en: "at night" },
};

/** A picture: what it shows, when, and its alt text (the time of day is added to it). */
const pic = (elements, time, es, en) => ({ elements, time, es, en });

const PAGES = {
  "earth-camping": [
    pic(
      ["pines", "tents", "campfire"],
      "sunset",
      "Tiendas de campaña entre pinos junto a una fogata",
      "Tents among pines beside a campfire",
    ),
    pic(
      ["pines", "tents", "family"],
      "day",
      "Familia junto a sus tiendas en el campamento",
      "A family by their tents at the campground",
    ),
    pic(
      ["tents", "campfire"],
      "night",
      "Fogata encendida frente a las tiendas bajo las estrellas",
      "A campfire in front of the tents under the stars",
    ),
    pic(
      ["lake", "tents", "pines"],
      "morning",
      "Tiendas de campaña a la orilla del lago",
      "Tents on the lake shore",
    ),
  ],
  "earth-cabins": [
    pic(["pines", "cabins"], "day", "Cabañas de madera entre los pinos", "Wooden cabins among the pines"),
    pic(["cabin", "family"], "sunset", "Familia frente a su cabaña", "A family in front of their cabin"),
    pic(["lakeVillage"], "morning", "Villas a la orilla del lago", "Villages on the lake shore"),
  ],
  "earth-rv-park": [
    pic(
      ["pines", "rv"],
      "day",
      "Casa rodante estacionada a la sombra de los pinos",
      "A motorhome parked in the shade of the pines",
    ),
    pic(["rv", "family"], "sunset", "Familia junto a su casa rodante", "A family beside their motorhome"),
    pic(
      ["rv", "campfire"],
      "night",
      "Casa rodante y fogata en el campamento",
      "A motorhome and a campfire at the campground",
    ),
  ],
  "earth-live-music": [
    pic(["stage"], "night", "Banda tocando en el foro al aire libre", "A band playing on the open-air stage"),
    pic(
      ["stage", "family"],
      "sunset",
      "Familia escuchando música en vivo",
      "A family listening to live music",
    ),
    pic(
      ["pines", "stage"],
      "day",
      "Foro al aire libre entre los árboles",
      "The open-air stage among the trees",
    ),
  ],
  "earth-horseback-riding": [
    pic(
      ["pines", "horses"],
      "day",
      "Jinetes a caballo por el sendero",
      "Riders on horseback along the trail",
    ),
    pic(["horse"], "sunset", "Jinete y su caballo", "A rider and her horse"),
    pic(["lake", "horses"], "morning", "Paseo a caballo junto al lago", "A horseback ride by the lake"),
  ],
  "earth-atv-track": [
    pic(["track", "atvs"], "day", "Cuatrimotos en la pista de tierra", "ATVs on the dirt track"),
    pic(["track", "atvs", "pines"], "sunset", "Cuatrimotos entre los pinos", "ATVs among the pines"),
    pic(
      ["track", "atvs"],
      "morning",
      "Familia manejando cuatrimotos en la pista",
      "A family riding ATVs on the track",
    ),
  ],
  "earth-sport-areas": [
    pic(["court"], "day", "Cancha de futbol con portería y balón", "A soccer court with a goal and a ball"),
    pic(["court", "family"], "sunset", "Familia jugando en la cancha", "A family playing on the court"),
    pic(
      ["pines", "court"],
      "morning",
      "Cancha deportiva junto a los pinos",
      "A sports court beside the pines",
    ),
  ],
  "earth-flag-viewpoint": [
    pic(["flag"], "day", "Bandera monumental en lo alto del cerro", "The giant flag on top of the hill"),
    pic(["flag", "pines"], "sunset", "Mirador de la bandera", "The flag viewpoint"),
    pic(
      ["flag", "family"],
      "morning",
      "Familia en el mirador de la bandera",
      "A family at the flag viewpoint",
    ),
  ],
  "earth-echo-viewpoint": [
    pic(
      ["echo"],
      "day",
      "Persona gritando en el mirador del eco entre las rocas",
      "A person calling out at the echo viewpoint among the rocks",
    ),
    pic(
      ["echo", "horses"],
      "sunset",
      "Paseo a caballo bajo el mirador del eco",
      "A horseback ride below the echo viewpoint",
    ),
    pic(
      ["echo", "pines"],
      "morning",
      "Rocas del cañón del mirador del eco",
      "The canyon rocks of the echo viewpoint",
    ),
  ],
  "earth-farm": [
    pic(["farm"], "day", "Granero, chivas y gallinas en la granja", "A barn, goats and hens at the farm"),
    pic(
      ["farm", "family"],
      "morning",
      "Familia visitando a los animales de la granja",
      "A family visiting the farm animals",
    ),
    pic(["farm", "pines"], "sunset", "La granja entre los árboles", "The farm among the trees"),
  ],
  "water-wave-adventure": [
    pic(["wavePool"], "day", "Alberca de olas con olas blancas", "The wave pool with white waves"),
    pic(
      ["wavePool", "family"],
      "morning",
      "Familia junto a la alberca de olas",
      "A family beside the wave pool",
    ),
    pic(
      ["pines", "wavePool"],
      "sunset",
      "Alberca de olas rodeada de pinos",
      "The wave pool surrounded by pines",
    ),
  ],
  "water-interactive-fountain": [
    pic(
      ["fountain"],
      "day",
      "Chorros de agua saltando del piso de la fuente",
      "Water jets leaping from the fountain floor",
    ),
    pic(
      ["fountain", "family"],
      "morning",
      "Niñas y niños jugando en la fuente interactiva",
      "Children playing in the interactive fountain",
    ),
    pic(
      ["pines", "fountain"],
      "sunset",
      "Fuente interactiva entre los árboles",
      "The interactive fountain among the trees",
    ),
  ],
  "water-pirate-fountain": [
    pic(["ship"], "day", "Barco pirata en la alberca", "The pirate ship in the pool"),
    pic(
      ["ship", "family"],
      "morning",
      "Familia frente al barco pirata",
      "A family in front of the pirate ship",
    ),
    pic(["pines", "ship"], "sunset", "Barco pirata con su vela", "The pirate ship with its sail"),
  ],
  "water-diving-board-pool": [
    pic(
      ["diving"],
      "day",
      "Clavadista saltando del trampolín a la alberca",
      "A diver jumping from the board into the pool",
    ),
    pic(
      ["diving", "pines"],
      "morning",
      "Alberca con trampolín y escalera",
      "The diving board pool with its ladder",
    ),
    pic(["diving"], "sunset", "Clavado en la alberca", "A dive into the pool"),
  ],
  "water-super-water-slide": [
    pic(
      ["slide"],
      "day",
      "Súper tobogán con curvas hacia la alberca",
      "The super water slide curving into the pool",
    ),
    pic(["slide", "pines"], "morning", "Torre del súper tobogán", "The super water slide tower"),
    pic(["slide"], "sunset", "Súper tobogán", "The super water slide"),
  ],
  "water-pedal-boats": [
    pic(["pedalBoats"], "day", "Botes de pedales en el lago", "Pedal boats on the lake"),
    pic(
      ["pines", "pedalBoats"],
      "morning",
      "Botes de pedales entre los pinos",
      "Pedal boats among the pines",
    ),
    pic(["pedalBoats"], "sunset", "Paseo en bote de pedales", "A pedal boat ride"),
  ],
  "water-waterfalls-pool": [
    pic(
      ["waterfall"],
      "day",
      "Cascada cayendo entre rocas a la alberca",
      "A waterfall falling between rocks into the pool",
    ),
    pic(
      ["pines", "waterfall"],
      "morning",
      "Alberca de cascadas rodeada de plantas",
      "The waterfalls pool surrounded by plants",
    ),
    pic(
      ["waterfall", "family"],
      "sunset",
      "Familia en la alberca de cascadas",
      "A family at the waterfalls pool",
    ),
  ],
  "water-lake": [
    pic(["lake", "pines"], "day", "El lago rodeado de pinos", "The lake surrounded by pines"),
    pic(["lakeVillage"], "sunset", "Villas a la orilla del lago", "Villages on the lake shore"),
    pic(["pedalBoats", "pines"], "morning", "Botes de pedales en el lago", "Pedal boats on the lake"),
  ],
  "air-canopy-tour": [
    pic(
      ["pines", "zip"],
      "day",
      "Persona deslizándose en tirolesa sobre el bosque",
      "A person riding a zip line over the forest",
    ),
    pic(
      ["bridge", "pines"],
      "morning",
      "Puente colgante entre plataformas",
      "A suspension bridge between platforms",
    ),
    pic(["zip"], "night", "Canopy nocturno bajo la luna", "The night canopy under the moon"),
  ],
  "air-zip-lines": [
    pic(
      ["pines", "zip"],
      "day",
      "Tirolesa con doble cable sobre el cañón",
      "A double-cable zip line over the canyon",
    ),
    pic(["lake", "zip"], "sunset", "Tirolesa con vista al lago", "A zip line with a view of the lake"),
    pic(["zip"], "morning", "Persona con casco en la tirolesa", "A person with a helmet on the zip line"),
  ],
  "air-suspension-bridges": [
    pic(
      ["bridge", "pines"],
      "day",
      "Puente colgante de madera y cuerda",
      "A wood-and-rope suspension bridge",
    ),
    pic(
      ["bridge"],
      "sunset",
      "Persona cruzando el puente colgante",
      "A person crossing the suspension bridge",
    ),
    pic(
      ["lake", "bridge"],
      "morning",
      "Puente colgante sobre el valle",
      "A suspension bridge over the valley",
    ),
  ],
  "air-safety": [
    pic(["safety"], "day", "Casco y arnés del canopy", "Canopy helmet and harness"),
    pic(
      ["zip", "pines"],
      "morning",
      "Persona asegurada a la línea de la tirolesa",
      "A person clipped to the zip line",
    ),
    pic(["bridge"], "day", "Puente colgante con línea de vida", "A suspension bridge with its safety line"),
  ],
  "lodging-camping": [
    pic(
      ["pines", "tents", "campfire"],
      "sunset",
      "Tiendas de campaña entre pinos junto a una fogata",
      "Tents among pines beside a campfire",
    ),
    pic(
      ["rv", "tents"],
      "day",
      "Casa rodante y tiendas en el campamento",
      "A motorhome and tents at the campground",
    ),
    pic(
      ["tents", "campfire"],
      "night",
      "Campamento de noche con fogata",
      "The campground at night with a campfire",
    ),
    pic(["lake", "tents"], "morning", "Tiendas a la orilla del lago", "Tents on the lake shore"),
  ],
  "lodging-basic-cabins": [
    pic(["pines", "cabins"], "day", "Cabañas básicas entre los pinos", "Basic cabins among the pines"),
    pic(
      ["cabin", "family"],
      "sunset",
      "Familia frente a su cabaña básica",
      "A family in front of their basic cabin",
    ),
    pic(
      ["cabin", "campfire"],
      "night",
      "Cabaña con ventanas iluminadas y fogata",
      "A cabin with lit windows and a campfire",
    ),
    pic(["cabins"], "morning", "Hilera de cabañas de madera", "A row of wooden cabins"),
  ],
  "lodging-lake-village": ["day", "sunset", "night"].flatMap((time) => [
    pic(["lakeVillage"], time, "Villas a la orilla del lago", "Villages on the lake shore"),
    pic(["lakeVillage", "pines"], time, "Villas del lago entre los pinos", "Lake villages among the pines"),
    pic(
      ["lakeVillage", "family"],
      time,
      "Familia frente a las villas del lago",
      "A family in front of the lake villages",
    ),
    pic(
      ["pedalBoats", "cabin"],
      time,
      "Villa del lago con botes de pedales",
      "A lake village with pedal boats",
    ),
    pic(
      ["lake", "cabin", "campfire"],
      time,
      "Villa del lago con su fogata",
      "A lake village with its campfire",
    ),
  ]),
  "lodging-superior-cabins": [
    pic(["superior"], "day", "Cabaña superior con techo azul", "A superior cabin with a blue roof"),
    pic(
      ["superior", "family"],
      "sunset",
      "Familia llegando a su cabaña superior",
      "A family arriving at their superior cabin",
    ),
    pic(["superior"], "night", "Cabaña superior iluminada de noche", "A superior cabin lit up at night"),
    pic(
      ["pines", "superior"],
      "morning",
      "Cabaña superior entre los pinos",
      "A superior cabin among the pines",
    ),
  ],
  "lodging-indian-village": [
    pic(["teepees"], "day", "Tres tipis en la aldea", "Three teepees at the village"),
    pic(
      ["teepees", "campfire"],
      "night",
      "Tipis y fogata bajo las estrellas",
      "Teepees and a campfire under the stars",
    ),
    pic(["teepee"], "sunset", "Tipi decorado al atardecer", "A decorated teepee"),
    pic(
      ["pines", "teepees"],
      "morning",
      "Aldea de tipis entre los pinos",
      "The teepee village among the pines",
    ),
    pic(["teepees", "family"], "day", "Familia frente a los tipis", "A family in front of the teepees"),
  ],
  "services-restaurant": [
    pic(
      ["restaurant"],
      "day",
      "Restaurante con mesas y sombrillas afuera",
      "The restaurant with tables and umbrellas outside",
    ),
    pic(
      ["restaurant", "family"],
      "morning",
      "Familia llegando a desayunar al restaurante",
      "A family arriving for breakfast at the restaurant",
    ),
    pic(["restaurant", "pines"], "sunset", "Restaurante entre los pinos", "The restaurant among the pines"),
    pic(["restaurant"], "sunset", "Terraza del restaurante", "The restaurant terrace"),
    pic(
      ["pines", "restaurant", "family"],
      "day",
      "Mesas del restaurante junto al bosque",
      "Restaurant tables by the forest",
    ),
  ],
  "services-grocery-store": [
    pic(
      ["grocery"],
      "day",
      "Tienda de abarrotes con frutas en la entrada",
      "The grocery store with fruit at the entrance",
    ),
  ],
  "services-atv-rentals": [
    pic(
      ["track", "atvRow"],
      "day",
      "Cuatrimotos de colores listas para rentarse",
      "Colourful ATVs ready to rent",
    ),
  ],
};

let total = 0;
let largest = 0;
for (const [folder, pictures] of Object.entries(PAGES)) {
  const dir = join(OUT, folder);
  mkdirSync(dir, { recursive: true });
  const manifest = pictures.map((picture, index) => {
    const file = `${String(index + 1).padStart(2, "0")}.svg`;
    const alt = {
      es: `${picture.es} ${TIMES[picture.time].es}`,
      en: `${picture.en} ${TIMES[picture.time].en}`,
    };
    const svg = scene(
      picture.elements,
      picture.time,
      (folder.length * 7919 + index * 104729) >>> 0,
      `${alt.es} / ${alt.en}`,
    );
    writeFileSync(join(dir, file), svg);
    total += 1;
    largest = Math.max(largest, svg.length);
    return {
      file,
      width: W,
      height: H,
      alt,
    };
  });
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify({ pictures: manifest }, null, 2)}\n`);
}
console.log(
  `${total} pictures in ${Object.keys(PAGES).length} folders; largest ${(largest / 1024).toFixed(1)} KB`,
);
