import { randomBytes } from "node:crypto";
import { VISIT_CODE_LENGTH, visitCodeFromBytes } from "@park/domain/quote/visit-code.ts";

/** A new visit code from the operating system's cryptographic random source. */
export function randomVisitCode(): string {
  return visitCodeFromBytes(randomBytes(VISIT_CODE_LENGTH));
}
