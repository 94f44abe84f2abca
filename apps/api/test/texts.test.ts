import { LANGUAGES } from "@park/domain/constants.ts";
import { staffPasswordRefusal } from "@park/domain/office-staff/staff-password-strength.ts";
import { describe, expect, it } from "vitest";
import { errorMessage, fieldMessage } from "../src/texts/error-texts.ts";

const ANA = { email: "ana.lopez@ensenadapark.com", name: "Ana López" };

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
    expect(errorMessage("Hour out of range", "en")).toBe(
      "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
    );
  });

  it("words a refused staff password, an easy one with the estimator's advice, in both languages", () => {
    const common = staffPasswordRefusal("password1234", ANA);
    expect(fieldMessage(String(common), "en")).toBe(
      "The password is easy to guess. This is similar to a commonly used password. Add more words that are less common.",
    );
    expect(fieldMessage(String(common), "es")).toBe(
      "La contraseña es fácil de adivinar. Es similar a una contraseña usada habitualmente. Añade más palabras que sean menos comunes.",
    );

    const repeated = staffPasswordRefusal("aaaaaaaaaaaa", ANA);
    expect(fieldMessage(String(repeated), "en")).toMatch(
      /^The password is easy to guess\. Repeated characters like "aaa" are easy to guess\./,
    );
    expect(fieldMessage(String(repeated), "es")).toMatch(
      /^La contraseña es fácil de adivinar\. Caracteres repetidos como "aaa" son fáciles de adivinar\./,
    );
    expect(fieldMessage("password_too_short", "en")).toBe("The password must have at least 12 characters");
  });

  it("reads an unknown field key as an invalid value", () => {
    expect(fieldMessage("no_such_key", "es")).toBe("Valor inválido");
  });
});

describe("the quote's field texts", () => {
  it("exist in both languages for every key the schemas and date checks use", () => {
    const keys = [
      "required",
      "invalid_date",
      "invalid_stay_type",
      "invalid_arrival_time",
      "persons_out_of_range",
      "day_pass_same_day",
      "departure_not_after_arrival",
      "invalid_count",
      "too_many_units",
      "too_many_passes",
      "hours_out_of_range",
      "one_lodging_type",
      "lodging_not_in_stay",
      "too_many_persons_for_lodging",
      "date_in_past",
      "arrival_too_soon",
      "day_pass_arrives_by_day",
      "beyond_horizon",
      "invalid_boolean",
      "invalid_id",
    ];
    for (const key of keys) {
      for (const language of LANGUAGES) {
        expect(fieldMessage(key, language), key).not.toBe(fieldMessage("invalid_value", language));
        expect(fieldMessage(key, language), key).not.toMatch(/\{\{/);
      }
    }
  });
  it("use the spec's required-field text", () => {
    expect(fieldMessage("required", "en")).toBe("This is a required field");
    expect(fieldMessage("required", "es")).toBe("Este campo es requerido");
    expect(fieldMessage("persons_out_of_range", "es")).toBe("El número de personas debe estar entre 0 y 99.");
  });
});
