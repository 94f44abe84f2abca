import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ParkAddress } from "./park-address.tsx";
import { ParkMap } from "./park-map.tsx";

/** /directions: the embedded map (001 §2 Directions page), with the address and how to get there. */
export function DirectionsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        {t("pages.directions")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{t("contact.directionsIntro")}</p>
      <div className="mt-8">
        <ParkMap />
      </div>
      <div className="mt-8 max-w-xl">
        <ParkAddress />
      </div>
    </div>
  );
}
