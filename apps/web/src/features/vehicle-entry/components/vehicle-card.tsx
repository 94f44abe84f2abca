import { PEDESTRIAN, type VehicleEntryDto, vehicleFormFromProperties } from "@park/domain/vehicle-entry.ts";
import type { VehicleOption, VehicleProperties } from "@park/domain/vehicle-properties-dto.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/vehicleEntry.ts";

interface VehicleCardProps {
  entry: VehicleEntryDto;
  properties: VehicleProperties;
}

/** The label of a chosen option; the visitor's own words when they chose "other". */
function shown(
  options: readonly VehicleOption[],
  id: string | undefined,
  otherText: string | undefined,
): string {
  if (otherText) return otherText;
  return options.find((option) => option.id === id)?.label ?? id ?? "";
}

/** The vehicle registered for the visit (001 §2: after saving, a vehicle data card replaces the form). */
export function VehicleCard({ entry, properties }: VehicleCardProps) {
  const { t } = useTranslation();
  const saved = vehicleFormFromProperties(entry.properties);
  const rows: [string, string][] = [
    [
      t("vehicleEntry.fields.vehicleType"),
      shown(properties.vehicleTypes, saved.vehicleType, saved.vehicleTypeOther),
    ],
  ];
  if (saved.vehicleType !== PEDESTRIAN) {
    rows.push(
      [t("vehicleEntry.fields.brand"), shown(properties.brands, saved.brand, saved.brandOther)],
      [t("vehicleEntry.fields.color"), shown(properties.colors, saved.color, saved.colorOther)],
      [t("vehicleEntry.fields.plate"), saved.plate ?? ""],
      [t("vehicleEntry.fields.plateType"), shown(properties.licenses, saved.plateType, saved.plateTypeOther)],
    );
  }
  rows.push([
    t("vehicleEntry.fields.firstTime"),
    saved.firstTime ? t("vehicleEntry.yes") : t("vehicleEntry.no"),
  ]);

  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="font-semibold text-forest-900">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
