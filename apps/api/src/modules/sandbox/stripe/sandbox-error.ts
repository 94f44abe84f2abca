/** Stripe's error types (the `type` of its error object). */
export type StripeErrorType = "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";

export type StripeErrorFields = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
};

/**
 * An answer in Stripe's error shape `{ error: { type, code, decline_code, message, ... } }` with Stripe's
 * status for it (400 invalid request, 401 bad key, 402 card error, 404 missing). `beforeExecution` marks
 * refusals of the parameters themselves, which Stripe does not save under an idempotency key.
 */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
    readonly beforeExecution = false,
  ) {
    super(fields.message);
    this.name = "SandboxError";
  }

  body(): { error: StripeErrorFields } {
    return { error: this.fields };
  }
}

export function invalidParam(param: string, message: string, code = "parameter_invalid"): SandboxError {
  return new SandboxError(400, { type: "invalid_request_error", code, param, message }, true);
}

export function missingParam(param: string): SandboxError {
  return new SandboxError(
    400,
    {
      type: "invalid_request_error",
      code: "parameter_missing",
      param,
      message: `Missing required param: ${param}.`,
    },
    true,
  );
}

export function resourceMissing(kind: string, id: string, param = "id"): SandboxError {
  return new SandboxError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

export function unexpectedState(message: string): SandboxError {
  return new SandboxError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    message,
  });
}
