import { SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";

/** Prints the page's list (its print stylesheet leaves the rest of the office out). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={`${SECONDARY_BUTTON_CLASSES} print:hidden ${className ?? ""}`}
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
