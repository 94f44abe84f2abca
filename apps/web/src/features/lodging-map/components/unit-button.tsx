import { SMALL_TIPI } from "@park/domain/constants.ts";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { UNIT_STATUS_CLASSES, type UnitStatus } from "./unit-status.ts";
import { UnitStatusMark } from "./unit-status-mark.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

interface UnitButtonProps {
  name: string;
  /** The kind's word for one unit, for the accessible name ("Cabaña C3"). */
  unitWord: string;
  status: UnitStatus;
  onPick: () => void;
  style?: CSSProperties;
  className?: string;
}

/**
 * One unit of the map. Occupied units stay focusable (aria-disabled, not disabled) so keyboard and
 * screen-reader users can find them and hear that they are taken.
 */
export function UnitButton({ name, unitWord, status, onPick, style, className = "" }: UnitButtonProps) {
  const { t } = useTranslation();
  const small = name === SMALL_TIPI.name;
  const label = [
    `${unitWord} ${name}`,
    t(`lodgingMap.status.${status}`),
    small ? t("lodgingMap.smallTipiNote", { count: SMALL_TIPI.capacity }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={status === "selected"}
      aria-disabled={status === "occupied" || undefined}
      onClick={status === "occupied" ? undefined : onPick}
      style={style}
      className={`inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg border-2 px-1.5 py-0.5 text-sm font-bold leading-tight transition-colors sm:min-h-12 sm:min-w-14 ${UNIT_STATUS_CLASSES[status]} ${className}`}
    >
      <span className="inline-flex items-center gap-1">
        <UnitStatusMark status={status} />
        <span className={status === "occupied" ? "line-through" : undefined}>{name}</span>
      </span>
      {small && (
        <span aria-hidden="true" className="text-[0.65rem] font-semibold">
          {t("lodgingMap.smallTipiBadge", { count: SMALL_TIPI.capacity })}
        </span>
      )}
    </button>
  );
}
