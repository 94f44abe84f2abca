import type { Language } from "@park/domain/constants.ts";

/**
 * One page's pictures as `public/pictures/<page key>/manifest.json` lists them, in gallery order.
 * Width and height are the file's own, so the page reserves the space before it loads (no layout shift).
 */
export interface PictureManifest {
  pictures: readonly {
    file: string;
    width: number;
    height: number;
    alt: Record<Language, string>;
  }[];
}

export function pictureUrl(pageKey: string, file: string): string {
  return `/pictures/${pageKey}/${file}`;
}
