import { PARK_CONTACT_POINTS } from "@park/domain/contact/park-contact-points.ts";

export { whatsappLink } from "@park/domain/contact/park-contact-points.ts";

/**
 * The park's public contact points used across the layout. Kept in one place so staff can change a number
 * or an account without touching components.
 */
export const PARK_CONTACT = {
  /** Phone, e-mail, address, map place and WhatsApp of the park: the domain's, which the API uses too. */
  ...PARK_CONTACT_POINTS,
  social: [
    { network: "Facebook", url: "https://www.facebook.com/ensenadapark" },
    { network: "Instagram", url: "https://www.instagram.com/ensenadapark" },
    { network: "Vimeo", url: "https://vimeo.com/ensenadapark" },
    { network: "YouTube", url: "https://www.youtube.com/@ensenadapark" },
  ],
} as const;

export type SocialNetwork = (typeof PARK_CONTACT.social)[number]["network"];
