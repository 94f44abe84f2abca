import type { JobPostDto } from "@park/domain/careers/job-post-dto.ts";
import { vi } from "vitest";

/** The vacancies as GET /api/core/job-post/web answers them. */
export const POSTS: JobPostDto[] = [
  {
    id: 7,
    titleId: "WATER_PIPE_TRUCK_DRIVER",
    title: "Chofer de pipa de agua",
    area: "Chofer",
    type: "Turno Completo",
    details: null,
    hasImage: false,
    postedAt: "2026-11-02T16:00:00.000Z",
  },
  {
    id: 8,
    titleId: "COOK",
    title: "Cocinero(a)",
    area: "Cocina",
    type: "Turno Completo, Fin de Semana",
    details: null,
    hasImage: false,
    postedAt: "2026-11-02T16:00:00.000Z",
  },
  {
    id: 9,
    titleId: "NURSING_TECHNICIAN",
    title: "Técnico en enfermería",
    area: "Enfermería",
    type: "Medio Turno",
    details: null,
    hasImage: false,
    postedAt: "2026-11-02T16:00:00.000Z",
  },
];

export type Call = { url: string; method: string; headers: Headers; body: unknown };

/**
 * Our careers API at the fetch edge: vacancies, the park's clock, the application (answers an id and an
 * upload token) and its files. Every call is recorded with its parsed body.
 */
export function fakeCareersApi({
  posts = POSTS,
  today = "2027-03-10",
  applicationStatus = 201,
  filesStatus = 201,
}: {
  posts?: typeof POSTS;
  today?: string;
  applicationStatus?: number;
  filesStatus?: number;
} = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body =
      typeof init.body === "string"
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : null;
    calls.push({ url, method, headers: new Headers(init.headers), body });
    if (url === "/api/core/job-post/web") return json(posts);
    const one = /^\/api\/core\/job-post\/web\/(\d+)$/.exec(url);
    if (one) {
      const post = posts.find((candidate) => candidate.id === Number(one[1]));
      return post ? json(post) : json({ error: "not_found", message: "No encontrado" }, 404);
    }
    if (url === "/api/core/clock") return json({ now: `${today}T12:00:00-08:00`, today });
    if (url === "/api/core/job-application" && method === "POST") {
      return applicationStatus === 201
        ? json({ id: "app-1", uploadToken: "upload-token-1" }, 201)
        : json({ error: "internal_error", message: "Error" }, applicationStatus);
    }
    if (url === "/api/core/job-application/app-1/files" && method === "POST") {
      return filesStatus === 201
        ? json({ files: 0 }, 201)
        : json({ error: "upload", message: "Error" }, filesStatus);
    }
    if (url.startsWith("/api/core/banners")) return json([]);
    if (url.startsWith("/api/core/maintenance")) return json({ maintenance: false });
    return json({ error: "not_found", message: "No encontrado" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
