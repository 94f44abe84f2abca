/** A site banner (001 §3); content is markdown, shown only when active for the visitor's language. */
export type BannerName = "BANNER_ES" | "BANNER_EN";
export type BannerColor = "red" | "orange" | "green" | "blue";
export type BannerRow = { name: BannerName; active: boolean; content: string; color: BannerColor };

/*
 * Three short paragraphs so the banner is taller than 182 px on a phone and the see more / see less
 * toggle shows. The link goes to the prices calendar, where the yellow dates are.
 */
export const BANNER_ES: BannerRow = {
  name: "BANNER_ES",
  active: true,
  color: "blue",
  content: [
    "**¡Compra tus pases en línea!** Las compras se hacen con al menos 24 horas de anticipación y recibes tu código QR al instante.",
    "Antes de elegir tus fechas revisa el [calendario de precios](/prices): en los días amarillos todas las albercas y el tobogán están fuera de servicio.",
    "Los niños menores de 1 metro no pagan admisión. ¡Te esperamos!",
  ].join("\n\n"),
};

export const BANNER_EN: BannerRow = {
  name: "BANNER_EN",
  active: true,
  color: "blue",
  content: [
    "**Buy your passes online!** Purchases are made at least 24 hours ahead and you get your QR code right away.",
    "Check the [prices calendar](/prices) before choosing your dates: on yellow dates all pools and the slide are out of service.",
    "Children under 40 inches enter free. See you soon!",
  ].join("\n\n"),
};

export const BANNERS: readonly BannerRow[] = [BANNER_ES, BANNER_EN];
