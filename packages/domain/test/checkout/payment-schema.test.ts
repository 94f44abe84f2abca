import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { chargeAmount, currencyForCardCountry } from "../../src/checkout/charge-amount.ts";
import { checkoutFormSchema, paymentRequestSchema } from "../../src/checkout/payment-schema.ts";

function issues(schema: z.ZodMiniType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

const contact = {
  name: "ana",
  lastname: "ruiz",
  email: "ana@example.com",
  country: "MX",
  state: "BCN",
  city: "Tijuana",
  phoneNumber: "6641234567",
};
const request = {
  shoppingCartId: "8c6f1a3e-5c59-4b83-9f0a-6d3e2b1c0a11",
  cardOwner: " Ana Ruiz ",
  zipCode: " 22800 ",
  contact,
  currency: "MXN",
  exchangeRate: 1,
  visitorWantsInfo: true,
  totalAmount: 1250.5,
  paymentMethodId: "pm_123",
};

describe("paymentRequestSchema (000 §3 Payment data)", () => {
  it("accepts the payment data with a payment method", () => {
    const parsed = paymentRequestSchema.parse(request);
    expect(parsed).toMatchObject({ cardOwner: "Ana Ruiz", zipCode: "22800", paymentMethodId: "pm_123" });
    expect(parsed.contact).toMatchObject({ name: "Ana", lastname: "Ruiz", phoneNumber: "6641234567" });
  });

  it("wants exactly one of the payment method and the payment intent", () => {
    const { paymentMethodId: _, ...neither } = request;
    expect(issues(paymentRequestSchema, neither)).toEqual([
      { path: "paymentMethodId", message: "one_payment_reference" },
    ]);
    expect(issues(paymentRequestSchema, { ...request, paymentIntentId: "pi_1" })).toEqual([
      { path: "paymentMethodId", message: "one_payment_reference" },
    ]);
    expect(paymentRequestSchema.parse({ ...neither, paymentIntentId: "pi_1" }).paymentIntentId).toBe("pi_1");
  });

  it("requires the cardholder (40 at most), postal code, currency, rate and total", () => {
    // "Required ...: card country, cardholder name." / "Max lengths: ... cardholder 40"
    const bad = { ...request, cardOwner: "x".repeat(41), zipCode: "", currency: "EUR", exchangeRate: 0 };
    expect(issues(paymentRequestSchema, { ...bad, totalAmount: -1 })).toEqual([
      { path: "cardOwner", message: "too_long" },
      { path: "zipCode", message: "required" },
      { path: "currency", message: "invalid_currency" },
      { path: "exchangeRate", message: "invalid_amount" },
      { path: "totalAmount", message: "invalid_amount" },
    ]);
    const { currency: _c, totalAmount: _t, ...missing } = request;
    expect(issues(paymentRequestSchema, missing)).toEqual([
      { path: "currency", message: "required" },
      { path: "totalAmount", message: "required" },
    ]);
  });

  it("takes a voucher (OXXO) without the card's cardholder and postal code, which a card cannot leave out", () => {
    const { cardOwner: _o, zipCode: _z, ...cashOnly } = request;
    expect(paymentRequestSchema.parse({ ...cashOnly, paymentMethodType: "oxxo" })).toMatchObject({
      paymentMethodType: "oxxo",
      paymentMethodId: "pm_123",
    });
    expect(paymentRequestSchema.parse(request).paymentMethodType).toBe("card");
    expect(issues(paymentRequestSchema, cashOnly)).toEqual([
      { path: "cardOwner", message: "required" },
      { path: "zipCode", message: "required" },
    ]);
    expect(issues(paymentRequestSchema, { ...request, paymentMethodType: "sepa_debit" })).toEqual([
      { path: "paymentMethodType", message: "invalid_value" },
    ]);
  });

  it("takes a SPEI transfer without the card's fields too", () => {
    const { cardOwner: _o, zipCode: _z, ...transferOnly } = request;
    expect(paymentRequestSchema.parse({ ...transferOnly, paymentMethodType: "spei" })).toMatchObject({
      paymentMethodType: "spei",
    });
  });

  it("leaves the phone to the server, which knows whether the quote has lodging", () => {
    const parsed = paymentRequestSchema.parse({ ...request, contact: { ...contact, phoneNumber: "" } });
    expect(parsed.contact.phoneNumber).toBeNull();
  });
});

describe("checkoutFormSchema", () => {
  it("requires the card country and cardholder besides the contact", () => {
    const form = { contact, cardCountry: "", cardOwner: "", zipCode: "22800" };
    expect(issues(checkoutFormSchema({ phoneRequired: true }), form)).toEqual([
      { path: "cardCountry", message: "required" },
      { path: "cardOwner", message: "required" },
    ]);
  });
});

describe("chargeAmount (000 §3 Currency: amount / rate rounded to 2 decimals)", () => {
  it("charges pesos in centavos", () => {
    expect(chargeAmount(125_050, "MXN", 1)).toBe(125_050);
  });

  it("charges dollars as shown: round(total / rate, 2) in cents", () => {
    // 1,250.50 MXN at 17.25 = 72.4927... -> 72.49 USD
    expect(chargeAmount(125_050, "USD", 17.25)).toBe(7_249);
    // 1,000.00 MXN at 16.00 = 62.50 USD exactly
    expect(chargeAmount(100_000, "USD", 16)).toBe(6_250);
    // 100.05 MXN at 20.01 = 5.0000 -> 5.00 USD
    expect(chargeAmount(10_005, "USD", 20.01)).toBe(500);
  });

  it("uses USD only for cards from the USA", () => {
    // "Currency MXN, default rate 1; USD only for cards from the USA."
    expect(currencyForCardCountry("US")).toBe("USD");
    expect(currencyForCardCountry("MX")).toBe("MXN");
    expect(currencyForCardCountry(null)).toBe("MXN");
  });
});
