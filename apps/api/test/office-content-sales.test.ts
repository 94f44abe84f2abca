import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobPosts } from "../src/db/schema/job-posts.ts";
import { promotions } from "../src/db/schema/promotions.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { createQuote, send, visitorToken } from "./helpers/ecommerce-test-app.ts";
import { adminSession, asAdmin, auditOf } from "./helpers/office-content-calls.ts";
import { expectStaffOnly, type StaffSession } from "./helpers/staff-session.ts";
import { getJson } from "./helpers/test-app.ts";

useEcommerceFile();

/*
 * The admin's special codes and vacancies (issue 14 item 5), read back through the visitor's calls: the
 * specials list, the code box of the cart, the careers page. The test clock is Sunday 22 November 2026;
 * the seed has the codes ESCAPADA and LUNALAGO.
 */
let admin: StaffSession;
beforeAll(async () => {
  admin = await adminSession(t);
});

type OfficePromotion = { id: number; code: string; pricePerDay: number; uses: number; endDate: string };
type Special = { id: string; startDate: string; endDate: string; pricePerDay: number; pricePerNight: number };
type ErrorBody = { error: string; message: string; fields?: { path: string; message: string }[] };
type OfficeJobPost = { id: number; titleId: string; open: boolean; closedAt: string | null; types: string[] };
type VisitorJobPost = { id: number; title: string; type: string; details: string | null };

const DICIEMBRE = {
  code: "posada26",
  startDate: "2026-12-15",
  endDate: "2026-12-24",
  arrivalTime: "DAY",
  datesValidityOnly: true,
  pricePerDay: 99.5,
  pricePerNight: 120,
  maxLodgeCapacity: 6,
};

async function storedPromotions() {
  return t.db.select().from(promotions).orderBy(asc(promotions.id));
}

function applyCode(code: string, quoteId: string, token: string) {
  return send<QuoteDto & ErrorBody>(
    t.app,
    "POST",
    `/api/ecommerce/promotions/apply/${code}?quoteId=${quoteId}`,
    {
      token,
    },
  );
}

describe("special promotion codes", () => {
  let id = 0;

  it("a new code is offered to visitors at once and applies in the cart in any case", async () => {
    const created = await asAdmin<OfficePromotion>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/promotions",
      payload: DICIEMBRE,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: "POSADA26", pricePerDay: 99.5, uses: 0 });
    id = created.body?.id ?? 0;
    const [stored] = (await storedPromotions()).filter((row) => row.id === id);
    expect(stored).toMatchObject({ code: "POSADA26", pricePerDay: 9950, pricePerNight: 12_000 });

    const specials = await getJson<Special[]>(t.app, "/api/core/promotions/specials-available-today");
    expect(specials.body).toContainEqual(
      expect.objectContaining({
        id: String(id),
        startDate: "2026-12-15",
        endDate: "2026-12-24",
        pricePerDay: 99.5,
      }),
    );

    const token = await visitorToken(t.app);
    const quote = await createQuote(t.app, {
      arrivalDate: "2026-12-18",
      departureDate: "2026-12-19",
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const applied = await applyCode("Posada26", quote.id, token);
    expect(applied.status).toBe(200);
    expect(JSON.stringify(applied.body)).toContain("POSADA26");
  });

  it("an edit changes what visitors are offered; the audit keeps before and after", async () => {
    const edited = await asAdmin<OfficePromotion>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/promotions/${id}`,
      payload: { ...DICIEMBRE, endDate: "2026-12-26", pricePerDay: 80 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ endDate: "2026-12-26", pricePerDay: 80, uses: 1 });
    const specials = await getJson<Special[]>(t.app, "/api/core/promotions/specials-available-today");
    expect(specials.body).toContainEqual(
      expect.objectContaining({ id: String(id), endDate: "2026-12-26", pricePerDay: 80 }),
    );
    const trail = await auditOf(t.db, "promotion", String(id));
    expect(trail.map((row) => row.action)).toEqual(["promotion.create", "promotion.update"]);
    expect(trail[1]).toMatchObject({
      before: { pricePerDay: 99.5, endDate: "2026-12-24" },
      after: { pricePerDay: 80 },
    });
  });

  it("refuses a bad code, a taken code in another case, an end before the start and a negative price, changing nothing", async () => {
    const before = await storedPromotions();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "CORTO" }, "code", "content.code_format"],
      [{ code: "CON-GUION" }, "code", "content.code_format"],
      [{ code: "NUEVE_CAR" }, "code", "content.code_format"],
      [{ endDate: "2026-12-14" }, "endDate", "content.end_before_start"],
      [{ pricePerDay: -1 }, "pricePerDay", "content.negative_price"],
      [{ pricePerNight: 10.123 }, "pricePerNight", "content.price_format"],
      [{ maxLodgeCapacity: 0 }, "maxLodgeCapacity", "content.capacity_range"],
    ];
    for (const [change, path, key] of cases) {
      const answer = await asAdmin<ErrorBody>(
        t.app,
        admin,
        {
          method: "POST",
          url: "/api/office/content/promotions",
          payload: { ...DICIEMBRE, code: "OTRO_COD", ...change },
        },
        "en",
      );
      expect(answer.status, key).toBe(400);
      expect(answer.body?.fields?.map((f) => f.path)).toEqual([path]);
    }
    const end = await asAdmin<ErrorBody>(
      t.app,
      admin,
      {
        method: "POST",
        url: "/api/office/content/promotions",
        payload: { ...DICIEMBRE, code: "OTRO_COD", endDate: "2026-12-01" },
      },
      "en",
    );
    expect(end.body?.fields).toEqual([
      { path: "endDate", message: "The end date cannot be before the start date" },
    ]);

    for (const code of ["escapada", "Posada26"]) {
      const taken = await asAdmin<ErrorBody>(t.app, admin, {
        method: "POST",
        url: "/api/office/content/promotions",
        payload: { ...DICIEMBRE, code },
      });
      expect(taken).toMatchObject({ status: 409, body: { error: "promotion_code_taken" } });
    }
    const renamed = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/promotions/${id}`,
      payload: { ...DICIEMBRE, code: "EsCaPaDa" },
    });
    expect(renamed.status).toBe(409);
    expect(await storedPromotions()).toEqual(before);
  });

  it("a code a quote carries cannot be deleted; an unused one can, and the cart no longer finds it", async () => {
    const used = await asAdmin<ErrorBody>(t.app, admin, {
      method: "DELETE",
      url: `/api/office/content/promotions/${id}`,
    });
    expect(used).toMatchObject({ status: 409, body: { error: "promotion_in_use" } });

    const spare = await asAdmin<OfficePromotion>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/promotions",
      payload: { ...DICIEMBRE, code: "SOBRA_01" },
    });
    const spareId = spare.body?.id ?? 0;
    const deleted = await asAdmin(t.app, admin, {
      method: "DELETE",
      url: `/api/office/content/promotions/${spareId}`,
    });
    expect(deleted.status).toBe(204);
    const token = await visitorToken(t.app);
    const quote = await createQuote(t.app, {
      arrivalDate: "2026-12-18",
      departureDate: "2026-12-19",
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const gone = await applyCode("SOBRA_01", quote.id, token);
    expect(gone.status).toBe(404);
    expect((await auditOf(t.db, "promotion", String(spareId))).map((row) => row.action)).toEqual([
      "promotion.create",
      "promotion.delete",
    ]);
  });

  it("only the admin lists, adds, changes and deletes codes", async () => {
    const before = await storedPromotions();
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/content/promotions" }, ["admin"]);
    await expectStaffOnly(
      t.app,
      { method: "POST", url: "/api/office/content/promotions", payload: { ...DICIEMBRE, code: "INTRUSO1" } },
      ["admin"],
    );
    await expectStaffOnly(
      t.app,
      {
        method: "PUT",
        url: `/api/office/content/promotions/${id}`,
        payload: { ...DICIEMBRE, pricePerDay: 1 },
      },
      ["admin"],
    );
    await expectStaffOnly(
      t.app,
      { method: "DELETE", url: `/api/office/content/promotions/${before[0]?.id}` },
      ["admin"],
    );
    expect(await storedPromotions()).toEqual(before);
  });
});

describe("vacancies", () => {
  const LIFEGUARD = {
    titleId: "LIFEGUARD",
    titleEs: "Salvavidas",
    titleEn: "Lifeguard",
    area: "Acceso",
    types: ["Fin de Semana", "Turno Completo"],
    detailsEs: "Vigila el lago.\n\nCertificación vigente.",
    detailsEn: null,
  };
  let id = 0;

  async function careers(language = "es") {
    return (await getJson<VisitorJobPost[]>(t.app, "/api/core/job-post/web", language)).body ?? [];
  }

  it("a new vacancy is on the careers page at once", async () => {
    const created = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/job-posts",
      payload: LIFEGUARD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      open: true,
      closedAt: null,
      types: ["Turno Completo", "Fin de Semana"],
    });
    id = created.body?.id ?? 0;
    expect(await careers()).toContainEqual(
      expect.objectContaining({
        id,
        title: "Salvavidas",
        type: "Turno Completo, Fin de Semana",
        details: "Vigila el lago.\n\nCertificación vigente.",
      }),
    );
    expect(await careers("en")).toContainEqual(
      expect.objectContaining({ id, title: "Lifeguard", details: null }),
    );
  });

  it("an edit shows at once; a taken title id is refused", async () => {
    const edited = await asAdmin(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/job-posts/${id}`,
      payload: { ...LIFEGUARD, titleEs: "Salvavidas de lago <i>", types: ["Medio Turno"] },
    });
    expect(edited.status).toBe(200);
    expect(await careers()).toContainEqual(
      expect.objectContaining({ id, title: "Salvavidas de lago", type: "Medio Turno" }),
    );

    const before = await t.db.select().from(jobPosts).orderBy(asc(jobPosts.id));
    const [other] = before.filter((row) => row.id !== id);
    const taken = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/job-posts/${id}`,
      payload: { ...LIFEGUARD, titleId: other?.titleId },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: "job_title_taken" } });
    const bad = await asAdmin<ErrorBody>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/job-posts",
      payload: { ...LIFEGUARD, titleId: "nuevo", types: [] },
    });
    expect(bad.body?.fields?.map((f) => f.path)).toEqual(["titleId", "types"]);
    expect(await t.db.select().from(jobPosts).orderBy(asc(jobPosts.id))).toEqual(before);
  });

  it("a closed vacancy leaves the careers page and its details; reopening brings it back", async () => {
    const closed = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: `/api/office/content/job-posts/${id}/close`,
    });
    expect(closed.body).toMatchObject({ open: false, closedAt: "2026-11-22T18:00:00.000Z" });
    expect((await careers()).map((post) => post.id)).not.toContain(id);
    expect((await getJson(t.app, `/api/core/job-post/web/${id}`)).status).toBe(404);

    const reopened = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: `/api/office/content/job-posts/${id}/reopen`,
    });
    expect(reopened.body).toMatchObject({ open: true, closedAt: null });
    expect((await careers()).map((post) => post.id)).toContain(id);
    expect((await auditOf(t.db, "job_post", String(id))).map((row) => row.action)).toEqual([
      "job_post.create",
      "job_post.update",
      "job_post.close",
      "job_post.reopen",
    ]);
  });

  it("a vacancy with a last day is open through that day at the park and closes by itself after it", async () => {
    const save = (openUntil: string | null) =>
      asAdmin<OfficeJobPost>(t.app, admin, {
        method: "PUT",
        url: `/api/office/content/job-posts/${id}`,
        payload: { ...LIFEGUARD, openUntil },
      });
    // The test clock's park date is 22 November 2026.
    const lastDayToday = await save("2026-11-22");
    expect(lastDayToday.body).toMatchObject({ open: true, openUntil: "2026-11-22", closedAt: null });
    expect((await careers()).map((post) => post.id)).toContain(id);

    const lapsed = await save("2026-11-21");
    expect(lapsed.body).toMatchObject({ open: false, openUntil: "2026-11-21", closedAt: null });
    expect((await careers()).map((post) => post.id)).not.toContain(id);
    expect((await getJson(t.app, `/api/core/job-post/web/${id}`)).status).toBe(404);

    const bad = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/job-posts/${id}`,
      payload: { ...LIFEGUARD, openUntil: "2026-02-30" },
    });
    expect(bad.body?.fields?.map((f) => f.path)).toEqual(["openUntil"]);

    // Reopening a vacancy past its last day takes the last day away: it stays open until closed.
    const reopened = await asAdmin<OfficeJobPost>(t.app, admin, {
      method: "POST",
      url: `/api/office/content/job-posts/${id}/reopen`,
    });
    expect(reopened.body).toMatchObject({ open: true, openUntil: null });
    expect((await careers()).map((post) => post.id)).toContain(id);
    await save("2026-11-21");

    // An empty last day, as the office's date field sends it, is none: open until closed.
    expect((await save("")).body).toMatchObject({ open: true, openUntil: null });
    expect((await careers()).map((post) => post.id)).toContain(id);
  });

  it("only the admin lists, adds, changes, closes and reopens vacancies", async () => {
    const before = await t.db.select().from(jobPosts).orderBy(asc(jobPosts.id));
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/content/job-posts" }, ["admin"]);
    await expectStaffOnly(
      t.app,
      {
        method: "POST",
        url: "/api/office/content/job-posts",
        payload: { ...LIFEGUARD, titleId: "INTRUDER" },
      },
      ["admin"],
    );
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: `/api/office/content/job-posts/${id}`, payload: { ...LIFEGUARD, titleEs: "X" } },
      ["admin"],
    );
    await expectStaffOnly(t.app, { method: "POST", url: `/api/office/content/job-posts/${id}/close` }, [
      "admin",
    ]);
    await expectStaffOnly(t.app, { method: "POST", url: `/api/office/content/job-posts/${id}/reopen` }, [
      "admin",
    ]);
    expect(await t.db.select().from(jobPosts).orderBy(asc(jobPosts.id))).toEqual(before);
  });
});
