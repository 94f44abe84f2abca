import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { UNIT_STATUS_CLASSES, UNIT_STATUSES } from "./unit-status.ts";
import { UnitStatusMark } from "./unit-status-mark.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("lodgingMap.legend")} className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
      {UNIT_STATUSES.map((status) => (
        <li key={status} className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-flex h-7 w-9 items-center justify-center rounded-md border-2 ${UNIT_STATUS_CLASSES[status]}`}
          >
            <UnitStatusMark status={status} />
          </span>
          {t(`lodgingMap.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
