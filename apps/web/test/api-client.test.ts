import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../src/shared/api/api-client.ts";
import { ApiError, NetworkError } from "../src/shared/api/api-error.ts";
import { forgetVisitorToken, VISITOR_TOKEN_STORAGE_KEY } from "../src/shared/api/visitor-token.ts";
import { chooseLanguage } from "../src/shared/i18n/language.ts";
import { resetSite } from "./reset.ts";

type Answer = { status?: number; body?: unknown; text?: string };

/** A fake of our API at the fetch edge: answers in order, records what was asked. */
function fakeFetch(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift() ?? { status: 500, text: "" };
    const text = answer.text ?? JSON.stringify(answer.body);
    const headers = answer.text === undefined ? { "Content-Type": "application/json" } : undefined;
    return new Response(text, { status: answer.status ?? 200, headers });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof fakeFetch>, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

beforeEach(async () => {
  await resetSite();
  forgetVisitorToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends the current language and returns the parsed answer", async () => {
    const fetchMock = fakeFetch({ body: { value: 17.85 } }, { body: { value: 17.85 } });
    await expect(apiRequest("/api/core/exchange-rate")).resolves.toEqual({ value: 17.85 });
    expect(sentHeaders(fetchMock).get("Accept-Language")).toBe("es");

    await chooseLanguage("en");
    await apiRequest("/api/core/exchange-rate");
    expect(sentHeaders(fetchMock, 1).get("Accept-Language")).toBe("en");
  });

  it("sends JSON bodies and query parameters", async () => {
    const fetchMock = fakeFetch({ status: 201, body: { id: 3 } });
    await apiRequest("/api/catalog/visit-prices", {
      method: "POST",
      query: { startDate: "2027-01-01", endDate: undefined },
      json: { name: "Ana" },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/catalog/visit-prices?startDate=2027-01-01");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Ana"}');
    expect(sentHeaders(fetchMock).get("Content-Type")).toBe("application/json");
  });

  it("turns the API's error JSON into an ApiError with its code, message and fields", async () => {
    fakeFetch({
      status: 400,
      body: {
        error: "invalid_date",
        message: "La fecha no es válida",
        fields: [{ path: "startDate", message: "La fecha no es válida" }],
      },
    });
    const error = await apiRequest("/api/catalog/visit-prices").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_date",
      message: "La fecha no es válida",
      fields: [{ path: "startDate", message: "La fecha no es válida" }],
    });
  });

  it("gives a readable ApiError when the error answer is not our JSON", async () => {
    fakeFetch({ status: 502, text: "<html>Bad gateway</html>" });
    await expect(apiRequest("/api/core/banners")).rejects.toMatchObject({
      name: "ApiError",
      status: 502,
      code: "http_502",
      message: "Ocurrió un error, inténtelo nuevamente",
    });
  });

  it("reports an unreachable server as a NetworkError in the visitor's language", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await chooseLanguage("en");
    const error = await apiRequest("/api/core/banners").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toHaveProperty(
      "message",
      "We could not reach the park. Check your connection and try again.",
    );
  });
});

/** A token left on the device by an earlier page load, expiring `inMs` from now (negative: already expired). */
function storeToken(token: string, inMs: number): void {
  window.localStorage.setItem(
    VISITOR_TOKEN_STORAGE_KEY,
    JSON.stringify({ token, expiresAt: Date.now() + inMs }),
  );
}

function storedToken(): string | undefined {
  const text = window.localStorage.getItem(VISITOR_TOKEN_STORAGE_KEY);
  return text === null ? undefined : JSON.parse(text).token;
}

const UNAUTHORIZED = { status: 401, body: { error: "unauthorized", message: "Token inválido" } };

function calledUrls(fetchMock: ReturnType<typeof fakeFetch>): unknown[] {
  return fetchMock.mock.calls.map(([url]) => url);
}

describe("secure calls", () => {
  it("get a visitor token once, keep it on the device and send it as a bearer token", async () => {
    const fetchMock = fakeFetch(
      { body: { token: "token-1", expiresIn: 7200 } },
      { body: "aGVsbG8=" },
      { body: "aGVsbG8=" },
    );
    await apiRequest("/api/core/events/1/picture", { secure: true });
    await apiRequest("/api/core/events/2/picture", { secure: true });
    expect(calledUrls(fetchMock)).toEqual([
      "/auth/visitor",
      "/api/core/events/1/picture",
      "/api/core/events/2/picture",
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentHeaders(fetchMock, 1).get("Authorization")).toBe("Bearer token-1");
    expect(sentHeaders(fetchMock, 2).get("Authorization")).toBe("Bearer token-1");
    expect(storedToken()).toBe("token-1");
  });

  it("go on after a reload with the token stored on the device, as the same visitor", async () => {
    storeToken("from-last-load", 3_600_000);
    const fetchMock = fakeFetch({ body: { id: "q1" } });
    await apiRequest("/api/ecommerce/quotes/", { method: "POST", secure: true, json: {} });
    expect(calledUrls(fetchMock)).toEqual(["/api/ecommerce/quotes/"]);
    expect(sentHeaders(fetchMock).get("Authorization")).toBe("Bearer from-last-load");
  });

  it("renew an expired stored token for the same visitor instead of asking for a new one", async () => {
    storeToken("expired", -3_600_000);
    const fetchMock = fakeFetch({ body: { token: "renewed", expiresIn: 7200 } }, { body: { id: "q1" } });
    await apiRequest("/api/ecommerce/quotes/q1", { method: "PUT", secure: true, json: {} });
    expect(calledUrls(fetchMock)).toEqual(["/auth/visitor/renew", "/api/ecommerce/quotes/q1"]);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentHeaders(fetchMock, 0).get("Authorization")).toBe("Bearer expired");
    expect(sentHeaders(fetchMock, 1).get("Authorization")).toBe("Bearer renewed");
    expect(storedToken()).toBe("renewed");
  });

  it("renew a token a minute before it expires", async () => {
    storeToken("almost-expired", 30_000);
    const fetchMock = fakeFetch({ body: { token: "renewed", expiresIn: 7200 } }, { body: {} });
    await apiRequest("/api/ecommerce/reservations/renew", { method: "POST", secure: true, json: {} });
    expect(calledUrls(fetchMock)[0]).toBe("/auth/visitor/renew");
    expect(sentHeaders(fetchMock, 1).get("Authorization")).toBe("Bearer renewed");
  });

  it("share one renewal between calls made together", async () => {
    storeToken("expired", -1);
    const fetchMock = fakeFetch({ body: { token: "renewed", expiresIn: 7200 } }, { body: {} }, { body: {} });
    await Promise.all([
      apiRequest("/api/core/events/1/picture", { secure: true }),
      apiRequest("/api/core/events/2/picture", { secure: true }),
    ]);
    expect(calledUrls(fetchMock).filter((url) => url === "/auth/visitor/renew")).toHaveLength(1);
    expect(sentHeaders(fetchMock, 2).get("Authorization")).toBe("Bearer renewed");
  });

  it("become a new visitor only when the API refuses to renew the stored token", async () => {
    storeToken("too-old", -40 * 86_400_000);
    const fetchMock = fakeFetch(
      UNAUTHORIZED,
      { body: { token: "new-visitor", expiresIn: 7200 } },
      { body: {} },
    );
    await apiRequest("/api/core/events/1/picture", { secure: true });
    expect(calledUrls(fetchMock)).toEqual([
      "/auth/visitor/renew",
      "/auth/visitor",
      "/api/core/events/1/picture",
    ]);
    expect(sentHeaders(fetchMock, 2).get("Authorization")).toBe("Bearer new-visitor");
    expect(storedToken()).toBe("new-visitor");
  });

  it("keep the visitor when renewal fails for another reason (the server is down)", async () => {
    storeToken("expired", -1);
    fakeFetch({ status: 503, text: "unavailable" });
    await expect(apiRequest("/api/core/events/1/picture", { secure: true })).rejects.toMatchObject({
      status: 503,
    });
    expect(storedToken()).toBe("expired");
  });

  it("ignore a damaged stored value and ask for a token", async () => {
    window.localStorage.setItem(VISITOR_TOKEN_STORAGE_KEY, "{not json");
    const fetchMock = fakeFetch({ body: { token: "token-1", expiresIn: 7200 } }, { body: {} });
    await apiRequest("/api/core/events/1/picture", { secure: true });
    expect(calledUrls(fetchMock)[0]).toBe("/auth/visitor");
  });

  it("retry once with the token renewed for the same visitor when the API refuses the current one", async () => {
    const fetchMock = fakeFetch(
      { body: { token: "old", expiresIn: 7200 } },
      UNAUTHORIZED,
      { body: { token: "renewed", expiresIn: 7200 } },
      { body: { available: true } },
    );
    await expect(apiRequest("/api/ecommerce/reservations/availables/", { secure: true })).resolves.toEqual({
      available: true,
    });
    expect(calledUrls(fetchMock)[2]).toBe("/auth/visitor/renew");
    expect(sentHeaders(fetchMock, 2).get("Authorization")).toBe("Bearer old");
    expect(sentHeaders(fetchMock, 3).get("Authorization")).toBe("Bearer renewed");
  });

  it("give up after the second refusal", async () => {
    fakeFetch(
      { body: { token: "a", expiresIn: 7200 } },
      UNAUTHORIZED,
      { body: { token: "b", expiresIn: 7200 } },
      UNAUTHORIZED,
    );
    await expect(apiRequest("/api/core/events/1/picture", { secure: true })).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
  });
});
