import { sendRequest } from "../../../src/shared/api/http.ts";
import { useShellRead } from "../../../src/shared/api/use-shell-read.ts";
import { BANNER_COLORS, type BannerColor } from "../../../src/shared/banner/banner-look.ts";

export interface Banner {
  name: "BANNER_ES" | "BANNER_EN";
  active: boolean;
  /** Markdown. */
  content: string;
  color: BannerColor;
}

function isBannerColor(value: unknown): value is BannerColor {
  return BANNER_COLORS.some((color) => color === value);
}

// Checked by hand rather than with zod: this call runs on every page's first load, where every kilobyte of
// script counts (DESIGN §8), and the shape is four fields.
function readBanner(value: unknown): Banner | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("name" in value && "active" in value && "content" in value && "color" in value)) return null;
  const { name, active, content, color } = value;
  if ((name !== "BANNER_ES" && name !== "BANNER_EN") || typeof active !== "boolean") return null;
  if (typeof content !== "string" || !isBannerColor(color)) return null;
  return { name, active, content, color };
}

/** GET /api/core/banners; entries of an unknown shape are left out rather than breaking every page. */
export function readBanners(body: unknown): Banner[] {
  if (!Array.isArray(body)) throw new TypeError("GET /api/core/banners did not answer a list");
  return body.flatMap((item) => readBanner(item) ?? []);
}

async function loadBanners(): Promise<Banner[]> {
  return readBanners(await sendRequest("/api/core/banners"));
}

/** The banners, asked once per page load: every page shows them, none needs them fresher than that. */
export function useBanners(): { data: Banner[] | undefined } {
  return { data: useShellRead({ key: "core/banners", load: loadBanners }) };
}
