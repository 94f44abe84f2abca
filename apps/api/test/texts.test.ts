import { describe, expect, it } from "vitest";
import { errorMessage, fieldMessage } from "../src/texts/error-texts.ts";

describe("the API's texts", () => {
  it("words the capacity and lodging refusals as the spec does, and in Spanish", () => {
    expect(errorMessage("capacity_full", "en")).toBe(
      "We have reached our authorized capacity limit for the Arrival Date(s) and Time(s) that you have selected. Therefore, this purchase cannot be processed.",
    );
    expect(errorMessage("capacity_full", "es")).toBe(
      "Hemos alcanzado nuestro límite de capacidad autorizada para la(s) fecha(s) y horario(s) de llegada que seleccionaste. Por lo tanto, esta compra no puede procesarse.",
    );
    expect(errorMessage("unavailable_lodging", "es")).toBe("Alguno de los hospedajes no está disponible");
  });

  it("fills the dates and activities an error names, and the limit an activity key carries", () => {
    expect(errorMessage("no_price", "en", ["2026-12-24", "2026-12-25"])).toBe(
      "There are no prices for these dates: 2026-12-24, 2026-12-25. Please choose other dates.",
    );
    expect(errorMessage("activity_not_available", "es", [], ["CANOPY_TOUR"])).toMatch(/^La actividad \S/);
    expect(fieldMessage("quantity_over_limit:12", "en")).toBe(
      "That is more than this activity can book at once (12 at most).",
    );
    expect(fieldMessage("quantity_over_limit", "en")).toBe(
      "That is more than this activity can book at once.",
    );
  });

  it("reads an unknown field key as an invalid value", () => {
    expect(fieldMessage("no_such_key", "es")).toBe("Valor inválido");
  });
});
