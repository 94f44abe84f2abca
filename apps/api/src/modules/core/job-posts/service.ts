import { createHash } from "node:crypto";
import type { JobPostDto } from "@park/domain/careers/job-post-dto.ts";
import type { Language } from "@park/domain/constants.ts";
import { AppError } from "../../../http/app-error.ts";
import type { JobPostRow, JobPostsRepository } from "./repository.ts";

export type JobPostsService = ReturnType<typeof createJobPostsService>;

function toDto(row: JobPostRow, language: Language): JobPostDto {
  return {
    id: row.id,
    titleId: row.titleId,
    title: language === "en" ? row.titleEn : row.titleEs,
    area: row.area,
    type: row.type,
    details: (language === "en" ? row.detailsEn : row.detailsEs) ?? null,
    hasImage: row.hasImage,
    postedAt: row.postedAt.toISOString(),
  };
}

/** The careers page's vacancies (001 §2 Careers, §3 Job post). */
export function createJobPostsService(deps: { repository: JobPostsRepository }) {
  const { repository } = deps;
  return {
    async list(language: Language): Promise<JobPostDto[]> {
      return (await repository.all()).map((row) => toDto(row, language));
    },

    /** 404 not_found for a vacancy that is not (or no longer) open. */
    async get(id: number, language: Language): Promise<JobPostDto> {
      const row = await repository.byId(id);
      if (!row) throw new AppError(404, "not_found");
      return toDto(row, language);
    },

    /**
     * 404 not_found when the vacancy is unknown or has no picture. The ETag is the bytes' hash, so a picture
     * the office replaces is a new tag under the same address.
     */
    async image(id: number): Promise<{ bytes: Uint8Array; contentType: string; etag: string }> {
      const image = await repository.image(id);
      if (!image) throw new AppError(404, "not_found");
      const hash = createHash("sha256").update(image.bytes).digest("base64url").slice(0, 32);
      return { ...image, etag: `"${hash}"` };
    },
  };
}
