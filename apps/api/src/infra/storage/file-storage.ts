/**
 * Where uploaded files live, by a name the API chose (never a visitor's). Local disk today; an S3 bucket
 * needs only another implementation of these three calls (names map to object keys one to one).
 */
export type FileStorage = {
  /** Stores the bytes under `name`; an existing file of that name is refused, never overwritten. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  get(name: string): Promise<Uint8Array | null>;
  /** Removes `name`; removing a name that is not stored is not an error. */
  delete(name: string): Promise<void>;
};

/** Names the storage accepts: letters, digits, "-" and "_", and one extension; no path can be formed. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,100}(\.[a-z0-9]{1,8})?$/;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`not a storable file name: ${JSON.stringify(name)}`);
}
