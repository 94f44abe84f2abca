import type { Language } from "@park/domain/constants.ts";
import type { MessageParams, QuoteMessageKey } from "@park/domain/quote/quote-messages.ts";
import { beforeAll, describe, expect, it } from "vitest";
import "../src/shared/i18n/careers-texts.ts";
import { activityMessage } from "../src/features/activities/activity-message.ts";
import { jobApplicationMessage } from "../src/features/careers/job-application-message.ts";
import { quoteMessage } from "../src/features/quote/quote-message.ts";
import { vehicleFieldMessage } from "../src/features/vehicle-entry/entry-messages.ts";
import { fieldMessage } from "../src/shared/card-payment/field-message.ts";
import "../src/shared/i18n/commerce/promotions.ts";
import { codeText } from "../src/shared/i18n/code-text.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { commerceEn, commerceEs } from "./commerce-texts.ts";

/** The texts the web gives the codes the domain's rules return (decision 0051), verbatim where the spec words them. */
beforeAll(() => i18n.loadTexts("en"));

function message(language: Language, key: QuoteMessageKey, params?: MessageParams): string {
  return quoteMessage((k, options) => i18n.t(k, { lng: language, ...options }), language, key, params);
}

describe("the quote rules' messages", () => {
  it("refuse deleting camping passes with lodging in the spec's words", () => {
    expect(message("en", "camping_pass_with_lodging")).toBe(
      "You can't delete camping passes when there are cabins or tepees in your visit.",
    );
    expect(message("es", "camping_pass_with_lodging")).toBe(
      "No puedes eliminar pases de campamento cuando hay cabañas o tipis en tu visita.",
    );
  });

  it("warn that removing the day pass moves the arrival after 6:00 pm, for the visit or its N persons", () => {
    expect(message("en", "confirm_remove_day_pass_camping")).toBe(
      "If you remove the day pass, your arrival will change to after 6:00 pm.",
    );
    expect(message("es", "confirm_remove_day_pass_camping")).toBe(
      "Si eliminas el pase de día, tu llegada cambiará a después de las 6:00 pm.",
    );
    expect(message("en", "confirm_remove_day_pass_lodging", { count: 5 })).toBe(
      "If you remove the day pass, the arrival of 5 people will change to after 6:00 pm.",
    );
    expect(message("es", "confirm_remove_day_pass_lodging", { count: 5 })).toBe(
      "Si eliminas el pase de día, la llegada de 5 personas cambiará a después de las 6:00 pm.",
    );
    expect(message("es", "confirm_remove_day_pass_lodging", { count: 1 })).toBe(
      "Si eliminas el pase de día, la llegada de 1 persona cambiará a después de las 6:00 pm.",
    );
  });

  it("tell that removing lodging leaves Camping + Day Pass, and name any other item", () => {
    expect(message("en", "confirm_remove_lodging")).toBe(
      "If you remove the lodging, your visit will change to Camping + Day Pass.",
    );
    expect(message("es", "confirm_remove_lodging")).toBe(
      "Si eliminas el hospedaje, tu visita cambiará a Campamento + Pase de día.",
    );
    expect(message("en", "confirm_remove_item", { item: "canopy_pass" })).toBe(
      "Do you want to remove “Canopy tour” from your visit?",
    );
    expect(message("es", "confirm_remove_item", { item: "canopy_pass" })).toBe(
      "¿Quieres eliminar “Canopy” de tu visita?",
    );
  });
});

describe("the activity messages (000 §5, §8)", () => {
  it("word the hours refusal as the spec does", () => {
    expect(activityMessage("hours_out_of_range", "en")).toBe(
      "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
    );
  });

  it("have a message in both languages for every refusal", () => {
    const message = activityMessage("quantity_over_limit", "es", { max: 12 });
    expect(message).toBe("Es más de lo que esta actividad permite reservar a la vez (12 como máximo).");
    expect(activityMessage("activity_not_available", "en", { activity: "Horseback riding" })).toBe(
      "The activity Horseback riding does not have enough passes. Please select another schedule",
    );
  });
});

describe("the promotion code box's messages (000 §5)", () => {
  it("are the spec's in English and ours in Spanish", () => {
    const code = (key: string, lng: Language) => i18n.t(`promotions.codeErrors.${key}`, { lng });
    expect(code("code_required", "en")).toBe("Please, enter a code");
    expect(code("code_not_found", "en")).toBe("The code doesn't exist");
    expect(code("code_invalid", "en")).toBe("The code is invalid");
    expect(code("code_invalid", "es")).toBe("El código no es válido");
  });
});

describe("the 3x2 conditions", () => {
  it("has six numbered conditions in each language", () => {
    for (const texts of [commerceEs, commerceEn]) {
      const conditions = Object.values(texts.promotions.conditions3x2);
      expect(conditions).toHaveLength(6);
      for (const text of conditions) expect(text.length).toBeGreaterThan(20);
    }
  });
});

describe("the job application's messages (001 §5, §8)", () => {
  it("'Valor invalido' and 'Longitud máxima de 50 caracteres' are the spec's texts", () => {
    expect(jobApplicationMessage("invalid_value", "es")).toBe("Valor invalido");
    expect(jobApplicationMessage("course_duration_too_long", "es")).toBe("Longitud máxima de 50 caracteres");
  });

  it("the under-age message names the year of its 10 July", () => {
    expect(jobApplicationMessage("underage", "es", 2027)).toBe(
      "Debes tener 18 años para unirte al equipo. Puedes continuar con la solicitud siempre que cumplas 18 años antes del 10 de julio de 2027.",
    );
    expect(jobApplicationMessage("underage", "en", 2027)).toContain("before July 10, 2027");
  });
});

describe("the checkout's field and card texts (000 §5, §8)", () => {
  it("word the contact form's keys as the spec does", () => {
    expect(fieldMessage("required", "en")).toBe("This is a required field");
    expect(fieldMessage("required", "es")).toBe("Este campo es requerido");
    expect(fieldMessage("invalid_email", "es")).toBe("El e-mail no parece ser válido");
    expect(fieldMessage("invalid_email", "en")).toBe("Invalid email address");
    expect(fieldMessage("invalid_phone", "en")).toBe("Invalid Phone number");
    expect(fieldMessage("invalid_phone", "es")).toBe("Número telefónico inválido");
  });

  it("translate the four known card codes and show any other raw", () => {
    const card = (code: string, lng: Language) => codeText("checkout.cardErrors", code, { lng });
    expect(card("card_declined", "es")).toBe("La tarjeta fue rechazada.");
    expect(card("expired_card", "en")).toBe("The card has expired.");
    expect(card("incorrect_cvc", "en")).toBe("The card's security code is incorrect.");
    expect(card("processing_error", "es")).toBe("Ocurrió un error al procesar la tarjeta.");
    expect(card("insufficient_funds", "es")).toBe("insufficient_funds");
  });

  it("name the vehicle form's length limit", () => {
    expect(vehicleFieldMessage("vehicle_text_too_long", "en")).toBe("Maximum length is 100 characters");
    expect(vehicleFieldMessage("vehicle_text_too_long", "es")).toBe("Longitud máxima de 100 caracteres");
  });
});
