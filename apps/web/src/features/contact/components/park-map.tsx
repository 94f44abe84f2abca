import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PARK_CONTACT } from "../../../shared/park-contact.ts";

/** Zoom of the embedded map (001 §2 Directions page): the park with Ensenada and the highway around it. */
const MAP_ZOOM = 10;

/** The embedded Google map located by the park's place id; the API's CSP allows this frame's origin. */
export function mapEmbedUrl(placeId: string): string {
  return `https://maps.google.com/maps?q=place_id:${encodeURIComponent(placeId)}&z=${MAP_ZOOM}&output=embed`;
}

/** The map frame, 417 px high (001 §2), loaded lazily: it is the heaviest thing on the page. */
export function ParkMap() {
  const { t } = useTranslation();
  return (
    <iframe
      title={t("contact.mapTitle")}
      src={mapEmbedUrl(PARK_CONTACT.mapsPlaceId)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="block h-[417px] w-full rounded-2xl border-0 bg-sand-100 ring-1 ring-sand-200"
    />
  );
}
