/** A user-visible text of the seed data in both languages of the site (Spanish first, it is the default). */
export type Localized = { es: string; en: string };
