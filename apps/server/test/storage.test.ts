import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createDatabaseBlobStore, createS3BlobStore, type BlobStore } from '../src/platform/storage';
import { FakeS3 } from './fake-s3';
import { createTestDatabase, DB_KINDS } from './helpers';

/** Every byte value, including NUL and bytes that are not UTF-8. */
const BINARY = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), 0, 0xff, 0xfe, 0x00, 0x80]);

/** The behaviour every BlobStore has, whatever keeps the bytes. */
function blobStoreContract(store: () => BlobStore) {
  it('gives back exactly the bytes it stored (binary intact), with the content type and size', async () => {
    await store().put('agencies/1/documents/binary.bin', BINARY, { contentType: 'application/pdf', agencyId: 1 });
    const blob = await store().get('agencies/1/documents/binary.bin');
    expect(blob).not.toBeNull();
    expect(blob!.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(blob!.bytes).equals(Buffer.from(BINARY))).toBe(true);
    expect([blob!.contentType, blob!.size]).toEqual(['application/pdf', BINARY.byteLength]);
    expect(await store().exists('agencies/1/documents/binary.bin')).toBe(true);
  });

  it('stores an empty blob and a large one', async () => {
    const large = randomBytes(3 * 1024 * 1024);
    await store().put('agencies/1/empty', new Uint8Array(0), { contentType: 'text/plain', agencyId: 1 });
    await store().put('agencies/1/large', large, { contentType: 'image/jpeg', agencyId: 1 });
    expect((await store().get('agencies/1/empty'))!.size).toBe(0);
    const got = (await store().get('agencies/1/large'))!;
    expect(got.size).toBe(large.length);
    expect(Buffer.from(got.bytes).equals(large)).toBe(true);
  });

  it('overwrites a key', async () => {
    await store().put('agencies/2/photo', new Uint8Array([1, 2, 3]), { contentType: 'image/png', agencyId: 2 });
    await store().put('agencies/2/photo', new Uint8Array([9, 8]), { contentType: 'image/jpeg', agencyId: 2 });
    const blob = (await store().get('agencies/2/photo'))!;
    expect([[...blob.bytes], blob.contentType, blob.size]).toEqual([[9, 8], 'image/jpeg', 2]);
  });

  it('deletes, and answers null / false for a key it does not hold', async () => {
    await store().put('agencies/3/gone', new Uint8Array([7]), { contentType: 'text/plain', agencyId: null });
    await store().delete('agencies/3/gone');
    expect(await store().get('agencies/3/gone')).toBeNull();
    expect(await store().exists('agencies/3/gone')).toBe(false);
    expect(await store().get('agencies/3/never-stored')).toBeNull();
    await expect(store().delete('agencies/3/never-stored')).resolves.toBeUndefined();
  });

  it('refuses keys that are not plain paths', async () => {
    for (const key of ['', '/leading', 'a//b', 'a/../b', 'a/./b', 'space here', 'ü', 'x'.repeat(513)])
      await expect(store().get(key)).rejects.toThrow(/Blob key .* must be 1-512 characters/);
  });
}

describe.each(DB_KINDS)('database blob store on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: BlobStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
    await db
      .insertInto('agencies')
      .values([
        { slug: 'one', name: 'One' },
        { slug: 'two', name: 'Two' },
        { slug: 'three', name: 'Three' },
      ])
      .execute();
    store = createDatabaseBlobStore(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  blobStoreContract(() => store);

  it('keeps the agency, size and SHA-256 beside the bytes', async () => {
    await store.put('agencies/1/hashed', BINARY, { contentType: 'application/octet-stream', agencyId: 1 });
    const row = await db
      .selectFrom('blobs')
      .select(['agency_id', 'size', 'sha256', 'content_type'])
      .where('key', '=', 'agencies/1/hashed')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      agency_id: 1,
      size: BINARY.byteLength,
      sha256: createHash('sha256').update(BINARY).digest('hex'),
      content_type: 'application/octet-stream',
    });
  });
});

describe('S3 blob store (against an in-process fake S3)', () => {
  const credentials = {
    accessKeyId: 'AKIATESTKEY',
    secretAccessKey: 'test-secret-key',
    region: 'eu-central-1',
    bucket: 'uploads',
  };
  const s3 = new FakeS3(credentials);
  let store: BlobStore;
  let endpoint: string;
  beforeAll(async () => {
    endpoint = await s3.listen();
    store = createS3BlobStore({ endpoint, ...credentials, forcePathStyle: true });
  });
  afterAll(() => s3.close());

  blobStoreContract(() => store);

  it('signs every request (AWS4-HMAC-SHA256) and sends the agency as metadata', async () => {
    await store.put('agencies/4/signed', new Uint8Array([1]), { contentType: 'text/plain', agencyId: 4 });
    expect(s3.objects.get('agencies/4/signed')).toMatchObject({ contentType: 'text/plain', agencyId: '4' });
    expect(s3.requests.length).toBeGreaterThan(10);
    expect(s3.requests.every((request) => request.status !== 403)).toBe(true);
    expect(s3.requests.map((request) => request.method)).toEqual(
      expect.arrayContaining(['PUT', 'GET', 'HEAD', 'DELETE']),
    );
  });

  it('fails with the status (and no secret) when the credentials are wrong', async () => {
    for (const wrong of [
      { ...credentials, secretAccessKey: 'another-secret' },
      { ...credentials, accessKeyId: 'AKIAOTHER' },
      { ...credentials, region: 'us-east-1' },
    ]) {
      const other = createS3BlobStore({ endpoint, ...wrong, forcePathStyle: true });
      const error = await other.get('agencies/4/signed').catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('S3 GET of blob "agencies/4/signed" answered 403.');
    }
  });
});
