import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../src/shared/api/api-error.ts";
import { attachmentName } from "../src/shared/api/content-disposition.ts";
import { fetchFile } from "../src/shared/api/fetch-file.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the name a download is saved under", () => {
  it("is the exact UTF-8 name when the header gives one, else the plain name", () => {
    expect(
      attachmentName(
        `attachment; filename="pagos-y-reembolsos-2026-11-01-2026-11-22.csv"; filename*=UTF-8''pagos-y-reembolsos-2026-11-01-2026-11-22.csv`,
      ),
    ).toBe("pagos-y-reembolsos-2026-11-01-2026-11-22.csv");
    expect(attachmentName(`attachment; filename="a_o.csv"; filename*=UTF-8''a%C3%B1o.csv`)).toBe("año.csv");
    expect(attachmentName("attachment; filename=plain.xlsx")).toBe("plain.xlsx");
  });

  it("is none when the header names no file or is missing", () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName("attachment")).toBeNull();
  });
});

describe("a file from the API", () => {
  it("comes with the name its Content-Disposition gives, asked in the page's language", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFFecha y hora,Movimiento\r\n", {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="pagos.csv"; filename*=UTF-8''pagos.csv`,
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = await fetchFile("/api/office/reports/payments.csv", { query: { from: "2026-11-01" } });
    expect(file.fileName).toBe("pagos.csv");
    expect(await file.blob.text()).toContain("Fecha y hora,Movimiento");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/office/reports/payments.csv?from=2026-11-01",
      expect.objectContaining({ headers: expect.objectContaining({ "Accept-Language": "es" }) }),
    );
  });

  it("is refused with the API's own message, never saved as the error's JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: "staff_role_forbidden", message: "Su rol no puede hacer esto" }),
            {
              status: 403,
              headers: { "content-type": "application/json" },
            },
          ),
      ),
    );
    const refused = fetchFile("/api/office/reports/payments.xlsx");
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, message: "Su rol no puede hacer esto" });
  });

  it("without network is a NetworkError in the page's words", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchFile("/api/office/reports/payments.csv")).rejects.toBeInstanceOf(NetworkError);
  });
});
