import {
  type CheckoutFormValues,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
  paymentRequestSchema,
} from "@park/domain/checkout/payment-schema.ts";
import { z } from "zod/mini";
import type { PaymentData } from "./api/checkout-api.ts";

/**
 * What survives a reload of the payment page (issue 8: nothing typed is lost except card data). Kept in
 * the tab's sessionStorage: it is personal data, so it ends with the tab; the card never gets here.
 */
const FORM_KEY = "park.checkout.form";
/** The payment data of a 3-D Secure challenge in progress: the page is left for the challenge and comes back. */
const PENDING_KEY = "park.checkout.pending";

/**
 * The form as react-hook-form holds it: the domain schema's input (phone with its mask) and the way to pay,
 * the page's own choice (checkout-form-schema.ts), kept with the rest so a reload keeps it too.
 */
export type CheckoutFormState = CheckoutFormValues & { paymentMethod: PaymentMethodType };

/** A contact with nothing typed yet: the form's start, and what a damaged stored contact reads as. */
const EMPTY_CONTACT = {
  name: "",
  lastname: "",
  email: "",
  country: "",
  otherCountry: "",
  state: "",
  otherState: "",
  city: "",
  phoneNumber: "",
};

const EMPTY_CHECKOUT_FORM: CheckoutFormState = {
  paymentMethod: "card",
  contact: EMPTY_CONTACT,
  cardCountry: "",
  cardOwner: "",
  zipCode: "",
  visitorWantsInfo: false,
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still works, it is only not kept.
  }
}

function forget(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}

const text = z.catch(z.string(), "");
const storedFormSchema = z.object({
  paymentMethod: z.catch(z.enum(PAYMENT_METHOD_TYPES), "card"),
  contact: z.catch(
    z.object({
      name: text,
      lastname: text,
      email: text,
      country: text,
      otherCountry: text,
      state: text,
      otherState: text,
      city: text,
      phoneNumber: text,
    }),
    EMPTY_CONTACT,
  ),
  cardCountry: text,
  cardOwner: text,
  zipCode: text,
  visitorWantsInfo: z.catch(z.boolean(), false),
});

/** The form as the visitor left it in this tab, or empty. A damaged copy counts as empty. */
export function readCheckoutForm(): CheckoutFormState {
  return storedFormSchema.safeParse(read(FORM_KEY)).data ?? EMPTY_CHECKOUT_FORM;
}

export function keepCheckoutForm(values: CheckoutFormState): void {
  write(FORM_KEY, values);
}

export function forgetCheckoutForm(): void {
  forget(FORM_KEY);
}

export function keepPendingPayment(data: PaymentData): void {
  write(PENDING_KEY, data);
}

/** The payment data kept before the 3-D Secure challenge; the server checks it again on the second post. */
export function readPendingPayment(): PaymentData | null {
  const value = read(PENDING_KEY);
  if (typeof value !== "object" || value === null) return null;
  // Checked as the server will check it; the intent id stands in for the reference it is kept without.
  const parsed = paymentRequestSchema.safeParse({ ...value, paymentIntentId: "pi_pending" });
  if (!parsed.success) return null;
  const { paymentIntentId: _, paymentMethodId: __, ...data } = parsed.data;
  return data;
}

export function forgetPendingPayment(): void {
  forget(PENDING_KEY);
}
