import type { Texts } from "../../i18n.ts";

/** Every commerce namespace in English, as one module: English is fetched whole when first chosen (i18n.ts). */
const FILES = import.meta.glob<Texts>("./*/en.json", { eager: true, import: "default" });

export const commerceEnglish: Texts = Object.fromEntries(
  Object.entries(FILES).map(([path, texts]) => [path.split("/")[1], texts]),
);
