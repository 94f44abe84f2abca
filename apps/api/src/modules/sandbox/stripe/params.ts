import type { FormHash, FormValue } from "./form-encoding.ts";
import { invalidParam, missingParam, SandboxError } from "./sandbox-error.ts";
import type { Metadata } from "./sandbox-objects.ts";

/** Stripe refuses parameters an endpoint does not know, which catches typos in the caller. */
export function onlyKnown(params: FormHash, known: readonly string[], prefix = ""): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      throw new SandboxError(
        400,
        {
          type: "invalid_request_error",
          code: "parameter_unknown",
          param: `${prefix}${key}`,
          message: `Received unknown parameter: ${prefix}${key}`,
        },
        true,
      );
    }
  }
}

export function text(params: FormHash, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidParam(name, `Invalid string: ${name} must be a string`);
  return value;
}

export function requiredText(params: FormHash, name: string): string {
  const value = text(params, name);
  if (value === undefined || value === "") throw missingParam(name);
  return value;
}

export function integer(params: FormHash, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidParam(name, `Invalid integer: ${value}`, "parameter_invalid_integer");
  }
  return Number(value);
}

export function boolean(params: FormHash, name: string): boolean {
  const value = text(params, name);
  if (value === undefined) return false;
  if (value !== "true" && value !== "false") throw invalidParam(name, `Invalid boolean: ${value}`);
  return value === "true";
}

export function hash(params: FormHash, name: string): FormHash | undefined {
  const value: FormValue | undefined = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" || Array.isArray(value)) {
    throw invalidParam(name, `Invalid hash: ${name} must be a hash`);
  }
  return value;
}

export function list(params: FormHash, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw invalidParam(name, `Invalid array: ${name} must be a list of strings`);
  }
  return value as string[];
}

/** Stripe's limits on metadata: 50 keys of up to 40 characters, values up to 500. */
export function metadata(params: FormHash): Metadata | undefined {
  const value = hash(params, "metadata");
  if (value === undefined) return undefined;
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidParam("metadata", "Metadata can have at most 50 keys.");
  for (const [key, v] of entries) {
    if (typeof v !== "string") throw invalidParam(`metadata[${key}]`, "Metadata values must be strings.");
    if (key.length > 40)
      throw invalidParam(`metadata[${key}]`, "Metadata keys can be at most 40 characters.");
    if (v.length > 500)
      throw invalidParam(`metadata[${key}]`, "Metadata values can be at most 500 characters.");
  }
  return value as Metadata;
}

/** The objects a response may include whole instead of by id (`expand[]=latest_charge`). */
export function expansions(params: FormHash, allowed: readonly string[]): string[] {
  const wanted = list(params, "expand");
  for (const field of wanted) {
    if (!allowed.includes(field)) {
      throw invalidParam("expand", `This property cannot be expanded (${field}).`);
    }
  }
  return wanted;
}
