import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../src/shared/api/api-client.ts";
import { ApiError, NetworkError } from "../src/shared/api/api-error.ts";
import { forgetVisitorToken } from "../src/shared/api/visitor-token.ts";
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

describe("secure calls", () => {
  it("get a visitor token once and send it as a bearer token", async () => {
    const fetchMock = fakeFetch(
      { body: { token: "token-1", expiresIn: 7200 } },
      { body: "aGVsbG8=" },
      { body: "aGVsbG8=" },
    );
    await apiRequest("/api/core/events/1/picture", { secure: true });
    await apiRequest("/api/core/events/2/picture", { secure: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/auth/visitor",
      "/api/core/events/1/picture",
      "/api/core/events/2/picture",
    ]);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentHeaders(fetchMock, 1).get("Authorization")).toBe("Bearer token-1");
    expect(sentHeaders(fetchMock, 2).get("Authorization")).toBe("Bearer token-1");
  });

  it("ask for a new token once when the API refuses the current one", async () => {
    const fetchMock = fakeFetch(
      { body: { token: "old", expiresIn: 7200 } },
      { status: 401, body: { error: "unauthorized", message: "Token inválido" } },
      { body: { token: "new", expiresIn: 7200 } },
      { body: { available: true } },
    );
    await expect(apiRequest("/api/ecommerce/reservations/availables/", { secure: true })).resolves.toEqual({
      available: true,
    });
    expect(sentHeaders(fetchMock, 3).get("Authorization")).toBe("Bearer new");
  });

  it("give up after the second refusal", async () => {
    fakeFetch(
      { body: { token: "a", expiresIn: 7200 } },
      { status: 401, body: { error: "unauthorized", message: "Token inválido" } },
      { body: { token: "b", expiresIn: 7200 } },
      { status: 401, body: { error: "unauthorized", message: "Token inválido" } },
    );
    await expect(apiRequest("/api/core/events/1/picture", { secure: true })).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
    });
  });
});
