import { afterEach, describe, expect, it, vi } from "vitest";
import { eventPicture, nextEventsRead, startEarlyEventReads } from "./early-event-reads.ts";

const EVENTS = [
  { id: 7, name: "Noche de fogata", date: "2026-12-05", hour: "19:00" },
  { id: 9, name: "Posada", date: "2026-12-18", hour: "18:00" },
];

/** The API at the fetch edge: the events, their pictures and the visitor token the pictures need. */
function fakeEventsApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    if (url.startsWith("/auth/visitor")) return json({ token: "visitor-token", expiresIn: 3600 });
    if (url === "/api/core/events/next") return json(EVENTS);
    const picture = /^\/api\/core\/events\/(\d+)\/picture$/.exec(url);
    if (picture) return json({ contentType: "image/png", base64: `cGljdHVyZS${picture[1]}` });
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof fakeEventsApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the events page's early reads", () => {
  it("reads the list and then every picture before the page renders, and the page takes that list once", async () => {
    const fetchMock = fakeEventsApi();
    startEarlyEventReads("es");
    // The reading code is a chunk of its own: its first import in a test file is compiled first.
    await vi.waitFor(() => expect(calls(fetchMock, "/api/core/events/9/picture")).toBe(1), {
      timeout: 10_000,
    });
    expect(calls(fetchMock, "/api/core/events/7/picture")).toBe(1);

    expect(await nextEventsRead("es", false)).toEqual(EVENTS);
    expect(await eventPicture(7)).toBe("data:image/png;base64,cGljdHVyZS7");
    expect(calls(fetchMock, "/api/core/events/next")).toBe(1);
    expect(calls(fetchMock, "/api/core/events/7/picture")).toBe(1);

    // Taken once: a later read (another visit of the page in this tab) asks the server again.
    await nextEventsRead("es", false);
    expect(calls(fetchMock, "/api/core/events/next")).toBe(2);
  });

  it("reads again for a retry or for a language other than the early read's", async () => {
    const fetchMock = fakeEventsApi();
    startEarlyEventReads("es");
    await nextEventsRead("en", false);
    expect(calls(fetchMock, "/api/core/events/next")).toBe(2);
    startEarlyEventReads("es");
    await nextEventsRead("es", true);
    expect(calls(fetchMock, "/api/core/events/next")).toBe(4);
  });
});
