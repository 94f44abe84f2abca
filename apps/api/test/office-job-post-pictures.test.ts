import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobPosts } from "../src/db/schema/job-posts.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { adminSession, asAdmin, auditOf, pngPicture } from "./helpers/office-content-calls.ts";
import { expectStaffOnly, type StaffSession } from "./helpers/staff-session.ts";
import { getJson } from "./helpers/test-app.ts";

useAppFile();

/*
 * A vacancy's picture set and replaced from the office (issue 14 item 5), read back through the visitor's
 * own call GET /api/core/job-post/{id}/image, whose ETag must follow the picture.
 */
let admin: StaffSession;
beforeAll(async () => {
  admin = await adminSession(t);
});

type OfficeJobPost = { id: number; hasPicture: boolean };
type VisitorJobPost = { id: number; hasImage: boolean };
type ErrorBody = { error: string; fields?: { path: string; message: string }[] };

const DIVER = {
  titleId: "DIVER",
  titleEs: "Buzo",
  titleEn: "Diver",
  area: "Acceso",
  types: ["Turno Completo"],
  detailsEs: null,
  detailsEn: null,
};

function visitorImage(id: number, ifNoneMatch?: string) {
  return t.app.inject({
    url: `/api/core/job-post/${id}/image`,
    headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {},
  });
}

async function storedPictures() {
  return t.db
    .select({ id: jobPosts.id, image: jobPosts.image, type: jobPosts.imageContentType })
    .from(jobPosts)
    .orderBy(asc(jobPosts.id));
}

describe("vacancy pictures", () => {
  let picture: Buffer;
  let id = 0;
  beforeAll(async () => {
    picture = await pngPicture("buzo");
  });

  it("a vacancy opened with a picture shows it to visitors at once, audited without its bytes", async () => {
    const created = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/job-posts",
      payload: { ...DIVER, picture: picture.toString("base64") },
    });
    expect(created.status).toBe(201);
    expect(created.body?.hasPicture).toBe(true);
    id = created.body?.id ?? 0;

    const shown = await visitorImage(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.headers["cache-control"]).toBe("no-cache");
    expect(shown.rawPayload.equals(picture)).toBe(true);
    expect((await visitorImage(id, String(shown.headers.etag))).statusCode).toBe(304);
    expect((await getJson<VisitorJobPost>(t.app, `/api/core/job-post/web/${id}`)).body?.hasImage).toBe(true);

    const [entry] = await auditOf(t.db, "job_post", String(id));
    expect(entry).toMatchObject({
      action: "job_post.create",
      before: null,
      after: { titleId: "DIVER", hasPicture: true, picture: { bytes: picture.length } },
    });
    expect(JSON.stringify(entry?.after)).not.toContain(picture.toString("base64").slice(0, 40));
  });

  it("an edit without a picture keeps it; a new picture replaces it and changes the visitor's ETag", async () => {
    const first = await visitorImage(id);
    const kept = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/job-posts/${id}`,
      payload: { ...DIVER, titleEs: "Buzo de lago" },
    });
    expect(kept.body?.hasPicture).toBe(true);
    expect((await visitorImage(id)).rawPayload.equals(picture)).toBe(true);

    const other = await pngPicture("otro buzo");
    const replaced = await asAdmin(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/job-posts/${id}`,
      payload: { ...DIVER, picture: other.toString("base64") },
    });
    expect(replaced.status).toBe(200);
    const again = await visitorImage(id, String(first.headers.etag));
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(first.headers.etag);
    expect(again.rawPayload.equals(other)).toBe(true);

    const office = await t.app.inject({
      url: `/api/office/content/job-posts/${id}/picture`,
      headers: { cookie: admin.cookie },
    });
    expect(office.rawPayload.equals(other)).toBe(true);

    const entries = await auditOf(t.db, "job_post", String(id));
    expect(entries.map((row) => row.action)).toEqual([
      "job_post.create",
      "job_post.update",
      "job_post.update",
    ]);
    expect(entries[1]?.after).not.toHaveProperty("picture");
    expect(entries[2]).toMatchObject({
      before: { hasPicture: true },
      after: { picture: { bytes: other.length } },
    });
  });

  it("a vacancy may have no picture: the visitor's call answers 404", async () => {
    const created = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/job-posts",
      payload: { ...DIVER, titleId: "DIVER_ASSISTANT" },
    });
    expect(created.body?.hasPicture).toBe(false);
    expect((await visitorImage(created.body?.id ?? 0)).statusCode).toBe(404);
  });

  it("refuses a picture that is not a PNG, whatever it claims, and one over 2 MiB, saving nothing", async () => {
    const before = await storedPictures();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const huge = Buffer.concat([picture, Buffer.alloc(2_097_152)]);
    const cases: [string, string][] = [
      [jpeg.toString("base64"), "La imagen debe ser un archivo PNG"],
      [svg.toString("base64"), "La imagen debe ser un archivo PNG"],
      ["not base64!", "La imagen debe ser un archivo PNG"],
      [huge.toString("base64"), "La imagen no puede pesar más de 2 MB"],
    ];
    for (const [bad, message] of cases) {
      const edit = await asAdmin<ErrorBody>(t.app, admin, {
        method: "PUT",
        url: `/api/office/content/job-posts/${id}`,
        payload: { ...DIVER, titleEs: "Cambio", picture: bad },
      });
      expect(edit.status, message).toBe(400);
      expect(edit.body?.fields).toEqual([{ path: "picture", message }]);
      const create = await asAdmin<ErrorBody>(t.app, admin, {
        method: "POST",
        url: "/api/office/content/job-posts",
        payload: { ...DIVER, titleId: "DIVER_NEW", picture: bad },
      });
      expect(create.status, message).toBe(400);
    }
    const english = await asAdmin<ErrorBody>(
      t.app,
      admin,
      { method: "PUT", url: `/api/office/content/job-posts/${id}`, payload: { ...DIVER, picture: "" } },
      "en",
    );
    expect(english.body?.fields).toEqual([{ path: "picture", message: "The picture must be a PNG file" }]);
    expect(await storedPictures()).toEqual(before);
  });

  it("only the admin sets, replaces and shows a vacancy's picture", async () => {
    const before = await storedPictures();
    const intruder = (await pngPicture("intruso")).toString("base64");
    await expectStaffOnly(
      t.app,
      {
        method: "POST",
        url: "/api/office/content/job-posts",
        payload: { ...DIVER, titleId: "INTRUDER", picture: intruder },
      },
      ["admin"],
    );
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: `/api/office/content/job-posts/${id}`, payload: { ...DIVER, picture: intruder } },
      ["admin"],
    );
    await expectStaffOnly(t.app, { method: "GET", url: `/api/office/content/job-posts/${id}/picture` }, [
      "admin",
    ]);
    expect(await storedPictures()).toEqual(before);
    const [row] = await t.db.select({ image: jobPosts.image }).from(jobPosts).where(eq(jobPosts.id, id));
    expect(Buffer.from(row?.image ?? []).toString("base64")).not.toBe(intruder);
  });
});
