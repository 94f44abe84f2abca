/**
 * Where HR is with a job application (issue 14 item 6). Every application starts NEW; HIRED is final,
 * and REJECTED may only be reconsidered (back to REVIEWED), so a misclick on "rejected" is undone
 * without losing that the applicant was looked at.
 */
export const APPLICATION_STATUSES = ["NEW", "REVIEWED", "INTERVIEW", "HIRED", "REJECTED"] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The moves HR may make from each status, as data: the API refuses any other, the web offers only these. */
export const APPLICATION_STATUS_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  NEW: ["REVIEWED", "INTERVIEW", "REJECTED"],
  REVIEWED: ["INTERVIEW", "REJECTED"],
  INTERVIEW: ["HIRED", "REJECTED"],
  HIRED: [],
  REJECTED: ["REVIEWED"],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_STATUS_TRANSITIONS[from].includes(to);
}

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, { es: string; en: string }>> = {
  NEW: { es: "Nueva", en: "New" },
  REVIEWED: { es: "Revisada", en: "Reviewed" },
  INTERVIEW: { es: "Entrevista", en: "Interview" },
  HIRED: { es: "Contratada", en: "Hired" },
  REJECTED: { es: "Rechazada", en: "Rejected" },
};
