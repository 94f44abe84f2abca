/**
 * Which vacancies ask for which extra answers or documents (001 §4). Titles are referred to by their stable
 * `titleId` (the job post's `titleId`); areas are the park's Spanish area names, stored as data.
 */

/** A vacancy as the rules need it: its title id and its area. */
export type JobRef = { titleId: string; area: string };

export const DRIVER_AREA = "Chofer";
export const NURSING_AREA = "Enfermería";

/** Main jobs outside the driver area that still ask for a driver licence. */
export const DRIVER_LICENSE_MAIN_TITLE_IDS: readonly string[] = ["MOTORCYCLE_DELIVERY_DRIVER", "ATV_GUIDE"];

/** Alternative vacancies that ask for a driver licence. */
export const DRIVER_LICENSE_ALTERNATIVE_TITLE_IDS: readonly string[] = [
  "WATER_PIPE_TRUCK_DRIVER",
  "STAKE_BED_TRUCK_DRIVER",
  "MOTORCYCLE_DELIVERY_DRIVER",
  "ATV_GUIDE",
];

/** Alternative vacancies that ask for a professional licence when the main job is not in nursing. */
export const PROFESSIONAL_LICENSE_ALTERNATIVE_TITLE_IDS: readonly string[] = [
  "NURSING_TECHNICIAN",
  "PARAMEDIC",
];

/** The 11 administrative, access and collector titles whose proof of studies is high school or university. */
export const HIGHER_STUDIES_TITLE_IDS: readonly string[] = [
  "WAREHOUSE_ASSISTANT",
  "ACCOUNTING_ASSISTANT",
  "INVOICING_ASSISTANT",
  "HR_ASSISTANT",
  "ONSITE_IT_SUPPORT",
  "AUTO_REPAIR_SHOP_ASSISTANT",
  "STORE_ADMIN_ASSISTANT",
  "ACCESS_CONTROL",
  "BILINGUAL_ACCESS_CONTROL",
  "COLLECTOR_GUEST_RELATIONS",
  "BILINGUAL_COLLECTOR",
];

/** The professional-licence question: a nursing vacancy, or a nursing technician / paramedic alternative. */
export function asksProfessionalLicense(mainJob: JobRef, alternativeTitleIds: readonly string[]): boolean {
  if (mainJob.area === NURSING_AREA) return true;
  return alternativeTitleIds.some((id) => PROFESSIONAL_LICENSE_ALTERNATIVE_TITLE_IDS.includes(id));
}

/** The driver-licence upload: area Chofer, a motorcycle delivery driver or ATV guide, or a named alternative. */
export function asksDriverLicenseDocument(mainJob: JobRef, alternativeTitleIds: readonly string[]): boolean {
  if (mainJob.area === DRIVER_AREA || DRIVER_LICENSE_MAIN_TITLE_IDS.includes(mainJob.titleId)) return true;
  return alternativeTitleIds.some((id) => DRIVER_LICENSE_ALTERNATIVE_TITLE_IDS.includes(id));
}

/** The proof of studies must be high school or university for the 11 titles, main or alternative. */
export function asksHigherStudiesProof(mainJob: JobRef, alternativeTitleIds: readonly string[]): boolean {
  return [mainJob.titleId, ...alternativeTitleIds].some((id) => HIGHER_STUDIES_TITLE_IDS.includes(id));
}

/**
 * Turning off hasDriverLicense removes driver-area jobs from the chosen alternatives (001 §4); the order
 * of the others is kept.
 */
export function withoutDriverJobs(
  alternativeTitleIds: readonly string[],
  openJobs: readonly JobRef[],
): string[] {
  return alternativeTitleIds.filter((id) => openJobs.find((job) => job.titleId === id)?.area !== DRIVER_AREA);
}

/** The vacancies offered as alternatives: the open ones other than the main job. */
export function alternativeChoices<T extends JobRef>(mainJob: JobRef, openJobs: readonly T[]): T[] {
  return openJobs.filter((job) => job.titleId !== mainJob.titleId);
}
