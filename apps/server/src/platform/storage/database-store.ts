import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { checkBlobKey, type BlobStore } from './blob-store';
import './tables';

/** Blobs in the database (`blobs`, bytea): nothing else to run, backed up with the rest of the data. */
export function createDatabaseBlobStore(db: Db): BlobStore {
  return {
    async put(key, bytes, { contentType, agencyId }) {
      checkBlobKey(key);
      const values = {
        key,
        agency_id: agencyId,
        content_type: contentType,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      };
      await db
        .insertInto('blobs')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            agency_id: values.agency_id,
            content_type: values.content_type,
            size: values.size,
            sha256: values.sha256,
            bytes: values.bytes,
          }),
        )
        .execute();
    },
    async get(key) {
      checkBlobKey(key);
      const row = await db
        .selectFrom('blobs')
        .select(['bytes', 'content_type', 'size'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      // pg reads bytea as a Buffer, PGlite as a Uint8Array: the caller gets a plain Uint8Array either way.
      const bytes = new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return { bytes, contentType: row.content_type, size: row.size };
    },
    async delete(key) {
      checkBlobKey(key);
      await db.deleteFrom('blobs').where('key', '=', key).execute();
    },
    async exists(key) {
      checkBlobKey(key);
      const row = await db.selectFrom('blobs').select('key').where('key', '=', key).executeTakeFirst();
      return row !== undefined;
    },
  };
}
