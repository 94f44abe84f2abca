import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events } from "../src/db/schema/events.ts";
import { siteSettings } from "../src/db/schema/site-settings.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { adminSession, asAdmin, auditOf, pngPicture } from "./helpers/office-content-calls.ts";
import { expectStaffOnly, type StaffSession } from "./helpers/staff-session.ts";
import { buildTestApp, getJson } from "./helpers/test-app.ts";

useAppFile();

/*
 * The admin's banners, maintenance switch and events (issue 14 item 5), each read back through the
 * visitor's own call. The test clock is Sunday 22 November 2026.
 */
let admin: StaffSession;
beforeAll(async () => {
  admin = await adminSession(t);
});

type Banner = { name: string; active: boolean; content: string; color: string };
type VisitorEvent = { id: number; name: string; date: string; hour: string };
type OfficeEvent = VisitorEvent & { nameEs: string; nameEn: string; past: boolean };
type ErrorBody = { error: string; fields?: { path: string; message: string }[] };

async function visitorToken(): Promise<string> {
  return (await t.app.inject({ method: "POST", url: "/auth/visitor" })).json<{ token: string }>().token;
}

describe("banners", () => {
  it("only the admin reads and saves them", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/content/banners" }, ["admin"]);
    const before = await getJson<Banner[]>(t.app, "/api/core/banners");
    await expectStaffOnly(
      t.app,
      {
        method: "PUT",
        url: "/api/office/content/banners/es",
        payload: { active: true, color: "red", content: "Intruso" },
      },
      ["admin"],
    );
    expect((await getJson<Banner[]>(t.app, "/api/core/banners")).body).toEqual(before.body);
  });

  it("a saved Spanish banner is what the visitor's next call gets, with a new ETag", async () => {
    const first = await t.app.inject({ url: "/api/core/banners" });
    const etag = first.headers.etag;
    const saved = await asAdmin<Banner>(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/banners/es",
      payload: { active: true, color: "green", content: "**Abrimos** el 24 de diciembre" },
    });
    expect(saved).toEqual({
      status: 200,
      body: { language: "es", active: true, color: "green", content: "**Abrimos** el 24 de diciembre" },
    });

    const again = await t.app.inject({
      url: "/api/core/banners",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    expect(again.json<Banner[]>()).toContainEqual({
      name: "BANNER_ES",
      active: true,
      color: "green",
      content: "**Abrimos** el 24 de diciembre",
    });

    const trail = await auditOf(t.db, "banner", "es");
    expect(trail.at(-1)).toMatchObject({
      action: "banner.save",
      after: { language: "es", active: true, color: "green", content: "**Abrimos** el 24 de diciembre" },
    });
  });

  it("hostile HTML and javascript: links never reach the visitor", async () => {
    const hostile =
      'Hola <script>alert(1)</script><img src=x onerror="alert(2)"> [premio](javascript:alert(3)) ' +
      '[otro](JAVA&#x53;cript:alert(4)) <a href="javascript:alert(5)">clic</a> ![x](data:text/html,hi)';
    const saved = await asAdmin<Banner>(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/banners/en",
      payload: { active: true, color: "blue", content: hostile },
    });
    expect(saved.status).toBe(200);
    const visitor = await t.app.inject({ url: "/api/core/banners" });
    const english = visitor.json<Banner[]>().find((banner) => banner.name === "BANNER_EN");
    expect(english?.content).toBe("Hola alert(1) [premio](#) [otro](#) clic ![x](#)");
    expect(visitor.body).not.toMatch(/<script|onerror|javascript:|data:text/i);
  });

  it("refuses a bad colour, a missing text or an unknown language, changing nothing", async () => {
    const before = (await getJson<Banner[]>(t.app, "/api/core/banners")).body;
    const pink = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/banners/es",
      payload: { active: true, color: "pink", content: "x" },
    });
    expect(pink.status).toBe(400);
    expect(pink.body?.fields?.map((f) => f.path)).toEqual(["color"]);
    const noText = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/banners/es",
      payload: { active: true, color: "red" },
    });
    expect(noText.body?.fields).toEqual([{ path: "content", message: "Este campo es obligatorio" }]);
    const french = await asAdmin(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/banners/fr",
      payload: { active: true, color: "red", content: "x" },
    });
    expect(french.status).toBe(400);
    expect((await getJson<Banner[]>(t.app, "/api/core/banners")).body).toEqual(before);
  });
});

describe("maintenance switch", () => {
  it("only the admin reads and toggles it", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/content/maintenance" }, ["admin"]);
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: "/api/office/content/maintenance", payload: { maintenance: true } },
      ["admin"],
    );
    expect((await getJson(t.app, "/api/core/maintenance")).body).toEqual({ maintenance: false });
  });

  it("the visitor's site sees it on the next call, both ways, and each change is audited", async () => {
    const on = await asAdmin(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/maintenance",
      payload: { maintenance: true },
    });
    expect(on.body).toEqual({ maintenance: true, switchedOn: true, forcedBySetting: false });
    expect((await getJson(t.app, "/api/core/maintenance")).body).toEqual({ maintenance: true });

    await asAdmin(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/maintenance",
      payload: { maintenance: false },
    });
    expect((await getJson(t.app, "/api/core/maintenance")).body).toEqual({ maintenance: false });

    const trail = await auditOf(t.db, "setting", "maintenance");
    expect(trail.map((row) => [row.before, row.after])).toEqual([
      [{ maintenance: false }, { maintenance: true }],
      [{ maintenance: true }, { maintenance: false }],
    ]);
  });

  it("refuses a value that is not true or false", async () => {
    const bad = await asAdmin(t.app, admin, {
      method: "PUT",
      url: "/api/office/content/maintenance",
      payload: { maintenance: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(await t.db.select().from(siteSettings)).toEqual([
      expect.objectContaining({ name: "maintenance", enabled: false }),
    ]);
  });

  it("MAINTENANCE=true forces the page whatever the switch says", async () => {
    const forced = await buildTestApp({ MAINTENANCE: "true" });
    try {
      const session = await adminSession(forced);
      const off = await asAdmin(forced.app, session, {
        method: "PUT",
        url: "/api/office/content/maintenance",
        payload: { maintenance: false },
      });
      expect(off.body).toEqual({ maintenance: true, switchedOn: false, forcedBySetting: true });
      expect((await getJson(forced.app, "/api/core/maintenance")).body).toEqual({ maintenance: true });
    } finally {
      await forced.close();
    }
  });
});

describe("events", () => {
  let picture: Buffer;
  let eventId: number;
  beforeAll(async () => {
    picture = await pngPicture("fiesta");
  });

  const newEvent = () => ({
    nameEs: "Posada <b>navideña</b>",
    nameEn: "Christmas posada",
    date: "2026-12-20",
    hour: "18:30",
    picture: picture.toString("base64"),
  });

  it("an added event is listed to visitors in both languages with its picture", async () => {
    const created = await asAdmin<OfficeEvent>(t.app, admin, {
      method: "POST",
      url: "/api/office/content/events",
      payload: newEvent(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nameEs: "Posada navideña",
      nameEn: "Christmas posada",
      past: false,
    });
    eventId = created.body?.id ?? 0;

    const es = await getJson<VisitorEvent[]>(t.app, "/api/core/events/next");
    expect(es.body).toContainEqual({
      id: eventId,
      name: "Posada navideña",
      date: "2026-12-20",
      hour: "18:30",
    });
    const en = await getJson<VisitorEvent[]>(t.app, "/api/core/events/next", "en");
    expect(en.body).toContainEqual({
      id: eventId,
      name: "Christmas posada",
      date: "2026-12-20",
      hour: "18:30",
    });

    const shown = await t.app.inject({
      url: `/api/core/events/${eventId}/picture`,
      headers: { authorization: `Bearer ${await visitorToken()}` },
    });
    expect(Buffer.from(shown.json<{ base64: string }>().base64, "base64").equals(picture)).toBe(true);

    const office = await t.app.inject({
      url: `/api/office/content/events/${eventId}/picture`,
      headers: { cookie: admin.cookie },
    });
    expect(office.headers["content-type"]).toBe("image/png");
    expect(office.rawPayload.equals(picture)).toBe(true);

    const [entry] = await auditOf(t.db, "event", String(eventId));
    expect(entry).toMatchObject({
      action: "event.create",
      before: null,
      after: { nameEn: "Christmas posada", picture: { bytes: picture.length } },
    });
  });

  it("an edit shows at once and keeps the picture when none is sent; a new picture replaces it", async () => {
    const { picture: _kept, ...texts } = newEvent();
    const edited = await asAdmin<OfficeEvent>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/events/${eventId}`,
      payload: { ...texts, nameEs: "Gran posada", hour: "19:00" },
    });
    expect(edited.status).toBe(200);
    const es = await getJson<VisitorEvent[]>(t.app, "/api/core/events/next");
    expect(es.body).toContainEqual({ id: eventId, name: "Gran posada", date: "2026-12-20", hour: "19:00" });
    const [row] = await t.db.select({ picture: events.picture }).from(events).where(eq(events.id, eventId));
    expect(Buffer.from(row?.picture ?? []).equals(picture)).toBe(true);

    const other = await pngPicture("otra");
    await asAdmin(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/events/${eventId}`,
      payload: { ...texts, picture: other.toString("base64") },
    });
    const [after] = await t.db.select({ picture: events.picture }).from(events).where(eq(events.id, eventId));
    expect(Buffer.from(after?.picture ?? []).equals(other)).toBe(true);
  });

  it("refuses a picture that is not a PNG, one over 2 MiB, a past date and a bad hour, saving nothing", async () => {
    const before = await t.db.select({ id: events.id, nameEs: events.nameEs }).from(events);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const huge = Buffer.concat([picture, Buffer.alloc(2_097_152)]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ picture: jpeg.toString("base64") }, "picture", "La imagen debe ser un archivo PNG"],
      [{ picture: svg.toString("base64") }, "picture", "La imagen debe ser un archivo PNG"],
      [{ picture: "not base64!" }, "picture", "La imagen debe ser un archivo PNG"],
      [{ picture: huge.toString("base64") }, "picture", "La imagen no puede pesar más de 2 MB"],
      [{ date: "2026-11-21" }, "date", "La fecha ya pasó"],
      [{ date: "2026-02-30" }, "date", "La fecha no es válida"],
      [{ hour: "24:00" }, "hour", "La hora debe ser HH:MM, de 00:00 a 23:59"],
      [{ nameEs: "<script></script>" }, "nameEs", "Este campo es obligatorio"],
    ];
    for (const [change, path, message] of cases) {
      const answer = await asAdmin<ErrorBody>(t.app, admin, {
        method: "POST",
        url: "/api/office/content/events",
        payload: { ...newEvent(), ...change },
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body?.fields).toEqual([{ path, message }]);
    }
    const edit = await asAdmin<ErrorBody>(t.app, admin, {
      method: "PUT",
      url: `/api/office/content/events/${eventId}`,
      payload: { ...newEvent(), nameEs: "Cambio", picture: jpeg.toString("base64") },
    });
    expect(edit.status).toBe(400);
    expect(await t.db.select({ id: events.id, nameEs: events.nameEs }).from(events)).toEqual(before);
  });

  it("a deleted event leaves the visitor's list and its picture", async () => {
    const token = await visitorToken();
    const deleted = await asAdmin(t.app, admin, {
      method: "DELETE",
      url: `/api/office/content/events/${eventId}`,
    });
    expect(deleted.status).toBe(204);
    const es = await getJson<VisitorEvent[]>(t.app, "/api/core/events/next");
    expect(es.body?.map((e) => e.id)).not.toContain(eventId);
    const shown = await t.app.inject({
      url: `/api/core/events/${eventId}/picture`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shown.statusCode).toBe(404);
    const again = await asAdmin(t.app, admin, {
      method: "DELETE",
      url: `/api/office/content/events/${eventId}`,
    });
    expect(again.status).toBe(404);
    expect((await auditOf(t.db, "event", String(eventId))).map((row) => row.action)).toEqual([
      "event.create",
      "event.update",
      "event.update",
      "event.delete",
    ]);
  });

  it("only the admin lists, adds, changes, shows and deletes events", async () => {
    const [seeded] = await t.db.select({ id: events.id }).from(events);
    const id = seeded?.id ?? 0;
    const count = async () => (await t.db.select({ id: events.id }).from(events)).length;
    const before = await count();
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/content/events" }, ["admin"]);
    await expectStaffOnly(t.app, { method: "GET", url: `/api/office/content/events/${id}/picture` }, [
      "admin",
    ]);
    await expectStaffOnly(t.app, { method: "POST", url: "/api/office/content/events", payload: newEvent() }, [
      "admin",
    ]);
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: `/api/office/content/events/${id}`, payload: newEvent() },
      ["admin"],
    );
    await expectStaffOnly(t.app, { method: "DELETE", url: `/api/office/content/events/${id}` }, ["admin"]);
    expect(await count()).toBe(before);
    const [still] = await t.db.select({ nameEs: events.nameEs }).from(events).where(eq(events.id, id));
    expect(still?.nameEs).not.toBe("Posada navideña");
  });
});
