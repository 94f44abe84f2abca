import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobPosts } from "../src/db/schema/job-posts.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { getJson } from "./helpers/test-app.ts";

useAppFile();

type Post = {
  id: number;
  titleId: string;
  title: string;
  area: string;
  type: string;
  details: string | null;
  hasImage: boolean;
  postedAt: string;
};

describe("GET /api/core/job-post/web", () => {
  it("lists the open vacancies with the spec's fields, titled in the visitor's language", async () => {
    const es = await getJson<Post[]>(t.app, "/api/core/job-post/web");
    const en = await getJson<Post[]>(t.app, "/api/core/job-post/web", "en-US,en;q=0.9");
    expect(es.status).toBe(200);
    expect(es.body[0]).toEqual({
      id: es.body[0]?.id,
      titleId: "WATER_PIPE_TRUCK_DRIVER",
      title: "Chofer de pipa de agua",
      area: "Chofer",
      type: "Turno Completo",
      details: expect.stringContaining("Chofer de pipa de agua: puesto temporal en el equipo del parque."),
      hasImage: false,
      postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(es.body[0]?.details).toContain("carta de no antecedentes penales no mayor a 1 año");
    expect(en.body[0]?.title).toBe("Water tank truck driver");
    expect(en.body[0]?.details).toContain("Shifts: Full shift (8 h a day, 6 days a week).");
    expect(es.body.map((post) => post.titleId)).toContain("COOK");
  });
});

describe("GET /api/core/job-post/web/{id}", () => {
  it("answers one vacancy with its details in the visitor's language", async () => {
    const [first] = (await getJson<Post[]>(t.app, "/api/core/job-post/web")).body;
    if (!first) throw new Error("no vacancies seeded");
    await t.db
      .update(jobPosts)
      .set({ detailsEs: "Manejar la pipa <b>de agua</b>.", detailsEn: "Drive the water truck." })
      .where(eq(jobPosts.id, first.id));
    const es = await getJson<Post>(t.app, `/api/core/job-post/web/${first.id}`);
    const en = await getJson<Post>(t.app, `/api/core/job-post/web/${first.id}`, "en");
    expect(es.body).toMatchObject({
      id: first.id,
      titleId: first.titleId,
      details: "Manejar la pipa <b>de agua</b>.",
    });
    expect(en.body).toMatchObject({ title: "Water tank truck driver", details: "Drive the water truck." });
  });

  it("answers 404 not_found for an unknown vacancy and 400 for an id that is not one", async () => {
    const unknown = await getJson<{ error: string }>(t.app, "/api/core/job-post/web/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("not_found");
    expect((await getJson(t.app, "/api/core/job-post/web/abc")).status).toBe(400);
  });
});

describe("GET /api/core/job-post/{id}/image", () => {
  it("serves the vacancy's picture with its type, and 404 for a vacancy without one", async () => {
    const [first, second] = (await getJson<Post[]>(t.app, "/api/core/job-post/web")).body;
    if (!first || !second) throw new Error("no vacancies seeded");
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await t.db
      .update(jobPosts)
      .set({ image: jpeg, imageContentType: "image/jpeg" })
      .where(eq(jobPosts.id, first.id));
    const response = await t.app.inject({ method: "GET", url: `/api/core/job-post/${first.id}/image` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect([...response.rawPayload]).toEqual([...jpeg]);
    expect((await getJson<Post>(t.app, `/api/core/job-post/web/${first.id}`)).body.hasImage).toBe(true);
    expect((await getJson<Post>(t.app, `/api/core/job-post/web/${second.id}`)).body.hasImage).toBe(false);
    const none = await t.app.inject({ method: "GET", url: `/api/core/job-post/${second.id}/image` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: "not_found" });
  });
});
