/** What the caller stores with the bytes. */
export interface BlobPutOptions {
  /** MIME type, checked by the caller (from the content, not the file name). */
  contentType: string;
  /** The agency the blob belongs to, when it belongs to one. */
  agencyId: number | null;
}

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
  size: number;
}

/**
 * The blob port the uploads use: the database by default (`blobs`, migration 0003), S3-compatible storage
 * by configuration (S3_*). Keys are one namespace for the whole server: build them from the agency's id
 * (e.g. `agencies/12/documents/<uuid>`) and never from user input alone.
 */
export interface BlobStore {
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, options: BlobPutOptions): Promise<void>;
  /** The blob, or null when there is none under `key`. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the blob; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Keys are 1-512 characters: letters, digits, `_`, `.`, `-` in `/`-separated parts, no empty part, no `.`
 * or `..` part. They are safe in a URL path and the same on every store.
 */
export function checkBlobKey(key: string): void {
  const valid =
    key.length <= 512 && KEY_PATTERN.test(key) && key.split('/').every((part) => part !== '.' && part !== '..');
  if (!valid)
    throw new Error(
      `Blob key "${key.slice(0, 80)}" must be 1-512 characters: letters, digits, '_', '.', '-' in '/'-separated parts.`,
    );
}
