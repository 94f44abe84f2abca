import type { TFunction } from "../../../shared/i18n/i18n.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * One line per changed field, "field: before → after"; a creation or removal lists the fields it had.
 * Fields equal before and after are left out: the trail shows what changed.
 */
export function describeChange(before: unknown, after: unknown, t: TFunction): string[] {
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : {};
    const next = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    const lines = keys
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
      .map((key) => {
        if (before === null) return `${key}: ${show(next[key])} (${t("office.shell.audit.created")})`;
        if (after === null) return `${key}: ${show(old[key])} (${t("office.shell.audit.removed")})`;
        return `${key}: ${show(old[key])} → ${show(next[key])}`;
      });
    return lines;
  }
  return [`${show(before)} → ${show(after)}`];
}
