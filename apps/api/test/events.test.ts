import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../src/db/schema/events.ts";
import { buildTestApp, getJson, type TestApp } from "./helpers/test-app.ts";

type EventDto = { id: number; name: string; date: string; hour: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let t: TestApp;
let pastEventId: number;
beforeAll(async () => {
  t = await buildTestApp();
  // An event of yesterday (the pinned day is 2026-11-22): neither listed nor its picture served.
  const [past] = await t.db
    .insert(events)
    .values({
      nameEs: "Fiesta pasada",
      nameEn: "Past party",
      date: "2026-11-21",
      hour: "18:00",
      picture: new Uint8Array(PNG_SIGNATURE),
    })
    .returning({ id: events.id });
  pastEventId = past!.id;
});
afterAll(() => t.close());

async function visitorToken(): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/auth/visitor" });
  return response.json<{ token: string }>().token;
}

describe("GET /api/core/events/next", () => {
  it("lists today's and later events soonest first, named in Spanish by default", async () => {
    const { status, body } = await getJson<EventDto[]>(t.app, "/api/core/events/next");
    expect(status).toBe(200);
    expect(body.map(({ name, date, hour }) => ({ name, date, hour }))).toEqual([
      { name: "Noche de música en vivo junto al lago", date: "2026-12-12", hour: "20:00" },
      { name: "Torneo familiar de pesca", date: "2027-01-02", hour: "08:00" },
      { name: "Canopy nocturno bajo las estrellas", date: "2027-01-23", hour: "19:30" },
    ]);
    expect(body.map((e) => e.id)).not.toContain(pastEventId);
  });

  it("names them in English for an English visitor", async () => {
    const { body } = await getJson<EventDto[]>(t.app, "/api/core/events/next", "en-US,en;q=0.9");
    expect(body.map((e) => e.name)).toEqual([
      "Live music night by the lake",
      "Family fishing tournament",
      "Night canopy under the stars",
    ]);
  });

  it("answers an empty list when nothing is planned", async () => {
    const late = await buildTestApp({ CLOCK_NOW: "2027-06-01T10:00:00-07:00" });
    try {
      // The seed dates its events from the day it runs: move them all into the past of this app's clock.
      await late.db.update(events).set({ date: "2027-05-01" });
      expect(await getJson(late.app, "/api/core/events/next")).toEqual({ status: 200, body: [] });
    } finally {
      await late.close();
    }
  });
});

describe("GET /api/core/events/{id}/picture", () => {
  it("answers 401 without a visitor token", async () => {
    const [first] = (await getJson<EventDto[]>(t.app, "/api/core/events/next")).body;
    const response = await t.app.inject({ method: "GET", url: `/api/core/events/${first!.id}/picture` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: "unauthorized" });
  });

  it("answers the event's PNG in base64 with a token", async () => {
    const [first] = (await getJson<EventDto[]>(t.app, "/api/core/events/next")).body;
    const response = await t.app.inject({
      method: "GET",
      url: `/api/core/events/${first!.id}/picture`,
      headers: { authorization: `Bearer ${await visitorToken()}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ contentType: string; base64: string }>();
    expect(body.contentType).toBe("image/png");
    const bytes = [...Buffer.from(body.base64, "base64").subarray(0, 8)];
    expect(bytes).toEqual(PNG_SIGNATURE);
  });

  it("answers 404 for a past or unknown event and 400 for an id that is no number", async () => {
    const headers = { authorization: `Bearer ${await visitorToken()}`, "accept-language": "en" };
    const past = await t.app.inject({
      method: "GET",
      url: `/api/core/events/${pastEventId}/picture`,
      headers,
    });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ error: "not_found" });
    const unknown = await t.app.inject({ method: "GET", url: "/api/core/events/999999/picture", headers });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/core/events/abc/picture", headers });
    expect(bad.statusCode).toBe(400);
  });
});
