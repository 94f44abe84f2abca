import type { UnitStatus } from "./unit-status.ts";

/** The shape that tells the status apart without colour: a check, an empty ring or a cross. */
export function UnitStatusMark({
  status,
  className = "h-3.5 w-3.5",
}: {
  status: UnitStatus;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true" focusable="false">
      {status === "selected" && (
        <path
          d="M3 8.5 6.5 12 13 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      )}
      {status === "available" && (
        <circle cx={8} cy={8} r={5} fill="none" stroke="currentColor" strokeWidth={2} />
      )}
      {status === "occupied" && (
        <path d="M4 4 12 12 M12 4 4 12" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
      )}
    </svg>
  );
}
