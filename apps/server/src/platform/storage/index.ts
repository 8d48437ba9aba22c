import type { Db } from '../db';
import type { BlobStore } from './blob-store';
import { createDatabaseBlobStore } from './database-store';
import { createS3BlobStore, type S3Settings } from './s3-store';

export { checkBlobKey, type BlobPutOptions, type BlobStore, type StoredBlob } from './blob-store';
export { createDatabaseBlobStore } from './database-store';
export { createS3BlobStore, type S3Settings } from './s3-store';
export type { BlobsTable } from './tables';

/** Where blobs go: the database (default) or S3-compatible storage (S3_BUCKET and its companions set). */
export type StorageConfig = { kind: 'database' } | ({ kind: 's3' } & S3Settings);

export function createBlobStore(config: StorageConfig, db: Db): BlobStore {
  return config.kind === 's3' ? createS3BlobStore(config) : createDatabaseBlobStore(db);
}
