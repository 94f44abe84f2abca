import type { Language } from "@park/domain/constants.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import {
  unknownVehicleOptions,
  type VehicleEntryDto,
  vehicleEntryBodySchema,
  vehicleEntryDtoSchema,
  vehicleEntryProperties,
} from "@park/domain/vehicle-entry.ts";
import { vi } from "vitest";
import { cartQuote, lines } from "./commerce-fake-api.ts";

/**
 * Our API at the fetch edge for the confirmation page: the paid quote by visit code, its summaries, the
 * vehicle-entry check and save (checked with the domain's schema, as the API checks it) and the vehicle
 * options. Answers are parsed with the schemas the web parses, so the fake cannot say what the API cannot.
 */

type Answer = { status: number; body: unknown };

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  language: string | null;
}

export interface OrderFakeOptions {
  /** The paid quotes the API knows, by their visit code. */
  orders?: QuoteDto[];
  /** The entry already saved for a visit code. */
  entries?: Record<string, VehicleEntryDto>;
  /** Replaces the answer of a call (e.g. a 500) before the fake looks at it. */
  fail?: Partial<Record<"entryCheck" | "entrySave" | "properties" | "order", Answer>>;
  /** An entry saved for the visit meanwhile (another tab): the save finds it and is refused as the API does. */
  savedMeanwhile?: VehicleEntryDto;
}

const option = (id: string, es: string, en = es) => ({ id, label: { es, en } });

/** The options of GET /api/catalog/vehicle/property (a part of the seeded lists, same ids). */
const VEHICLE_OPTIONS = {
  vehicleTypes: [
    option("CAR", "Automóvil", "Car"),
    option("PICKUP", "Pickup"),
    option("SUV", "Camioneta SUV", "All-terrain"),
    option("PEDESTRIAN", "Peatón", "Pedestrian"),
    option("OTHER", "Otro", "Other"),
  ],
  brands: [
    option("FORD", "Ford"),
    option("MERCEDES_BENZ", "Mercedes Benz"),
    option("NISSAN", "Nissan"),
    option("other", "Otra", "Other"),
  ],
  colors: [
    option("RED", "Rojo", "Red"),
    option("BLACK", "Negro", "Black"),
    option("WHITE", "Blanco", "White"),
    option("OTHER", "Otro", "Other"),
  ],
  licenses: [
    option("FRONTIER_MEXICO", "México fronteriza", "Mexico (border)"),
    option("CALIFORNIA", "California"),
    option("OTHER", "Otra", "Other"),
  ],
};

function vehicleOptions(language: Language) {
  const pick = (list: readonly { id: string; label: Record<Language, string> }[]) =>
    list.map((entry) => ({ id: entry.id, label: entry.label[language] }));
  return {
    vehicleTypes: pick(VEHICLE_OPTIONS.vehicleTypes),
    brands: pick(VEHICLE_OPTIONS.brands),
    colors: pick(VEHICLE_OPTIONS.colors),
    licenses: pick(VEHICLE_OPTIONS.licenses),
  };
}

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

/** A paid camping visit of 2 persons, charged in pesos with a Visa ending in 4242, bought by "Ana". */
export function paidOrder(overrides: Partial<QuoteDto> = {}): QuoteDto {
  const quote = cartQuote({
    items: [
      lines.item("day_pass", "Pase de día", 2, 200),
      lines.item("camping_pass", "Pase de campamento", 2, 600),
    ],
  });
  return quoteDtoSchema.parse({
    ...quote,
    status: "PAID",
    payment: {
      method: "card",
      currency: "MXN",
      exchangeRate: 1,
      amount: quote.totalAmount,
      cardBrand: "visa",
      last4: "4242",
      paidAt: "2027-03-01T18:00:00.000Z",
    },
    contact: { name: "Ana" },
    ...overrides,
  });
}

/** An entry as the API saves it. */
export function savedEntry(code: string, properties: VehicleEntryDto["properties"]): VehicleEntryDto {
  return vehicleEntryDtoSchema.parse({
    visit: { code },
    arrivalDate: "2027-03-12",
    properties,
    createdAt: "2027-03-01T18:05:00.000Z",
  });
}

export function fakeOrderApi(options: OrderFakeOptions = {}) {
  const orders = new Map((options.orders ?? []).map((order) => [order.code, order]));
  const entries = new Map(Object.entries(options.entries ?? {}));
  const calls: RecordedCall[] = [];

  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const notFound: Answer = { status: 404, body: { error: "not_found", message: "No encontrado" } };

  function route(method: string, url: URL, body: unknown, language: Language): Answer {
    const path = url.pathname;
    if (path === "/api/core/banners") return { status: 200, body: [] };
    if (path === "/api/core/maintenance") return { status: 200, body: { maintenance: false } };
    if (path === "/api/core/clock")
      return { status: 200, body: { now: "2027-03-02T10:00:00-08:00", today: "2027-03-02" } };

    const byCode = path.match(/^\/api\/ecommerce\/payment\/quotes\/code\/([^/]+)$/);
    if (byCode) {
      if (options.fail?.order) return options.fail.order;
      const order = orders.get(decodeURIComponent(byCode[1] ?? ""));
      return order ? { status: 200, body: quoteDtoSchema.parse(order) } : notFound;
    }
    const summary = path.match(/^\/api\/ecommerce\/quotes\/([^/]+)\/(summary|activities\/summary)$/);
    if (summary && [...orders.values()].some((order) => order.id === summary[1])) {
      const kind = summary[2] === "summary" ? "visita" : "actividades";
      return {
        status: 200,
        body: { fileName: `resumen-${kind}.pdf`, contentType: "application/pdf", base64: btoa("%PDF-1.4") },
      };
    }
    if (path === "/api/catalog/vehicle/property") {
      return options.fail?.properties ?? { status: 200, body: vehicleOptions(language) };
    }
    const exist = path.match(/^\/api\/ecommerce\/entry\/exist\/([^/]+)$/);
    if (exist) {
      if (options.fail?.entryCheck) return options.fail.entryCheck;
      const entry = entries.get(decodeURIComponent(exist[1] ?? "")) ?? null;
      return { status: 200, body: { exists: entry !== null, entry } };
    }
    if (path === "/api/ecommerce/entry" && method === "POST") {
      if (options.fail?.entrySave) return options.fail.entrySave;
      const code = url.searchParams.get("visitCode") ?? "";
      if (!orders.has(code)) return notFound;
      if (options.savedMeanwhile) entries.set(code, options.savedMeanwhile);
      if (entries.has(code)) {
        return { status: 409, body: { error: "entry_exists", message: "Esta visita ya tiene su entrada" } };
      }
      const parsed = vehicleEntryBodySchema.safeParse(body);
      const unknown = parsed.success
        ? unknownVehicleOptions(parsed.data, {
            vehicleTypes: ids(VEHICLE_OPTIONS.vehicleTypes),
            brands: ids(VEHICLE_OPTIONS.brands),
            colors: ids(VEHICLE_OPTIONS.colors),
            licenses: ids(VEHICLE_OPTIONS.licenses),
          })
        : [];
      if (!parsed.success || unknown.length > 0) {
        return { status: 400, body: { error: "validation_error", message: "Datos inválidos" } };
      }
      const entry = savedEntry(code, vehicleEntryProperties(parsed.data));
      entries.set(code, entry);
      return { status: 201, body: entry };
    }
    return notFound;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const language = headers.get("Accept-Language");
    calls.push({ method, path: url.pathname, query: url.searchParams, body, language });
    return json(route(method, url, body, language === "en" ? "en" : "es"));
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    fetchMock,
    calls,
    callsTo(method: string, path: string): RecordedCall[] {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
