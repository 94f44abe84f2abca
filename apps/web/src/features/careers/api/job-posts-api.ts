import { type JobPostDto, jobPostSchema } from "@park/domain/careers/job-post-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** A vacancy (001 §3 Job post): `type` lists its shift types separated by commas. */
export type JobPost = JobPostDto;

/** GET /api/core/job-post/web: the open vacancies, titled in the visitor's language. */
export async function fetchJobPosts(): Promise<JobPost[]> {
  return z.array(jobPostSchema).parse(await apiRequest("/api/core/job-post/web"));
}

/** GET /api/core/job-post/web/{id}: one vacancy. */
export async function fetchJobPost(id: number): Promise<JobPost> {
  return jobPostSchema.parse(await apiRequest(`/api/core/job-post/web/${id}`));
}

/** GET /api/core/job-post/{id}/image: the vacancy's picture, as an address an <img> can load. */
export function jobPostImageUrl(id: number): string {
  return `/api/core/job-post/${id}/image`;
}

/** The shift types of a post, as listed in its `type`. */
export function shiftTypesOf(post: JobPost): string[] {
  return post.type
    .split(",")
    .map((shift) => shift.trim())
    .filter((shift) => shift !== "");
}
