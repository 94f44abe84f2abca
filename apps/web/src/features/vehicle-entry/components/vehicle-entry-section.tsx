import type { VehicleEntry } from "@park/domain/vehicle-entry.ts";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { saveVehicleEntry } from "../api/vehicle-entry-api.ts";
import { useVehicleProperties } from "../api/vehicle-properties.ts";
import { useVehicleEntry } from "../hooks/use-vehicle-entry.ts";
import { VehicleCard } from "./vehicle-card.tsx";
import type { VehicleEntryFormProps } from "./vehicle-entry-form.tsx";
import "../../../shared/i18n/commerce/vehicleEntry.ts";

/**
 * The form (react-hook-form and its resolver) shows only once the entry and the options have answered, so
 * its code is not in the order's first load: the section fetches it beside those two reads.
 */
const entryForm = deferredComponent<VehicleEntryFormProps>(() => import("./vehicle-entry-form.tsx"));

const retryButton =
  "mt-3 inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50";

/**
 * Vehicle pre-registration on the confirmation page (001 §2, §4): the visit's entry if it has one, the
 * "expedite your entry" form otherwise; after saving, the card and the infoSent message.
 */
export function VehicleEntrySection({ code }: { code: string }) {
  const { t } = useTranslation();
  const { query: entry, saved } = useVehicleEntry(code);
  const properties = useVehicleProperties();
  const [justSent, setJustSent] = useState(false);
  useEffect(() => void entryForm.preload(), []);

  async function save(values: VehicleEntry) {
    try {
      saved(await saveVehicleEntry(code, values));
      setJustSent(true);
    } catch (error) {
      // Saved meanwhile (another tab, a lost answer): show what the server holds rather than an error.
      if (error instanceof ApiError && error.code === "entry_exists") {
        await entry.refetch();
        return;
      }
      pushNotification(t("vehicleEntry.saveError"), "error");
    }
  }

  const loading = (
    <p role="status" className="text-sm text-stone-700">
      {t("vehicleEntry.loading")}
    </p>
  );
  let body: ReactNode;
  if (entry.isPending || properties.isPending) {
    body = loading;
  } else if (entry.isError || properties.isError) {
    body = (
      <div role="alert">
        <p className="font-medium text-red-800">{t("vehicleEntry.loadError")}</p>
        <button
          type="button"
          className={retryButton}
          onClick={() => {
            if (entry.isError) void entry.refetch();
            if (properties.isError) void properties.refetch();
          }}
        >
          {t("vehicleEntry.retry")}
        </button>
      </div>
    );
  } else if (entry.data.entry) {
    body = (
      <>
        {justSent && (
          <p role="status" className="mb-3 rounded-lg bg-forest-50 px-3 py-2 font-medium text-forest-900">
            {t("vehicleEntry.infoSent")}
          </p>
        )}
        <VehicleCard entry={entry.data.entry} properties={properties.data} />
      </>
    );
  } else {
    // Until the form's code is in, the section still says it is loading; the intro comes with the form.
    body = (
      <Suspense fallback={loading}>
        <p className="mb-4 text-sm text-stone-800">{t("vehicleEntry.intro")}</p>
        <entryForm.Component properties={properties.data} onSubmit={save} />
      </Suspense>
    );
  }

  const registered = entry.data?.entry != null;
  return (
    <TitledSection
      id="vehicle-entry"
      heading={registered ? t("vehicleEntry.cardHeading") : t("vehicleEntry.heading")}
      look="card"
      className={registered ? "" : "print:hidden"}
    >
      <div className="mt-3">{body}</div>
    </TitledSection>
  );
}
