import { customType } from "drizzle-orm/pg-core";

/**
 * Binary column. drizzle-orm 0.45 has no bytea builder; PGlite answers with a Uint8Array and pg with a
 * Buffer, so both are normalised to a Uint8Array.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});
