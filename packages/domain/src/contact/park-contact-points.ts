/** The park's name, the same in both languages (the web's `brand.name`), where the API names it to machines. */
export const PARK_NAME = "Ensenada Park";

/**
 * How visitors reach the park (001 §2 Contact page, FAQ answers): shown by the web and used by the API as
 * the contact form's recipient and in the confirmation e-mail, so both always name the same points.
 */
export const PARK_CONTACT_POINTS = {
  /** As dialled from Mexico; `phoneHref` is the international form for tel: links. */
  phone: "(646) 123 4567",
  phoneHref: "+526461234567",
  email: "info@ensenadapark.com",
  /** The park lies on the peninsular highway south of Ensenada. */
  address: {
    street: "Carretera Transpeninsular Ensenada–San Quintín km 15.5",
    city: "Ensenada, Baja California, C.P. 22785",
    country: { es: "México", en: "Mexico" },
    /** The same address in parts, for machines (schema.org PostalAddress in the pages' structured data). */
    locality: "Ensenada",
    region: "Baja California",
    postalCode: "22785",
    countryCode: "MX",
  },
  /**
   * Where the park's entrance is, for search engines' maps (schema.org GeoCoordinates). A stand-in near km
   * 15.5 of the highway, like mapsPlaceId: staff replace it with the entrance's own before going live.
   */
  coordinates: { latitude: 31.744, longitude: -116.585 },
  /** The campground takes visitors every day from 7:30 am to 11:30 pm (001, hours and activity facts). */
  openingHours: { opens: "07:30", closes: "23:30" },
  /**
   * Google Maps place id of the park, for the embedded map (directions and contact pages). A stand-in:
   * staff replace it with the park's own id from Google's Place ID Finder before going live.
   */
  mapsPlaceId: "ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
  /** WhatsApp number in international format, digits only (wa.me links need it this way). */
  whatsappNumber: "526461234567",
} as const;

/** The park's address as schema.org writes one (PostalAddress), for the structured data of the pages. */
export const PARK_POSTAL_ADDRESS = {
  "@type": "PostalAddress",
  streetAddress: PARK_CONTACT_POINTS.address.street,
  addressLocality: PARK_CONTACT_POINTS.address.locality,
  addressRegion: PARK_CONTACT_POINTS.address.region,
  postalCode: PARK_CONTACT_POINTS.address.postalCode,
  addressCountry: PARK_CONTACT_POINTS.address.countryCode,
} as const;

/** A WhatsApp chat with the park, the visitor's first message written for them. */
export function whatsappLink(greeting: string): string {
  return `https://wa.me/${PARK_CONTACT_POINTS.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
}
