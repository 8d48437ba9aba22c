import { AwsClient } from 'aws4fetch';
import { checkBlobKey, type BlobStore } from './blob-store';

export interface S3Settings {
  /** `https://s3.<region>.amazonaws.com` when null; MinIO, R2 … give theirs. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/**
 * Blobs in S3-compatible storage, each request signed with AWS Signature V4 (aws4fetch). The agency id goes
 * along as object metadata (`x-amz-meta-agency-id`). Failures throw with the method, key and status only.
 */
export function createS3BlobStore(settings: S3Settings, options: { timeoutMs?: number } = {}): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function send(method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) {
    checkBlobKey(key);
    const response = await client.fetch(`${base}/${key}`, {
      method,
      // The DOM typing of fetch (the api-client typecheck compiles this file too) wants an ArrayBuffer-backed view.
      body: init.body as Uint8Array<ArrayBuffer> | undefined,
      headers: init.headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const ok = response.ok || (response.status === 404 && method !== 'PUT');
    if (!ok) {
      await response.body?.cancel();
      throw new Error(`S3 ${method} of blob "${key}" answered ${response.status}.`);
    }
    return response;
  }

  return {
    async put(key, bytes, { contentType, agencyId }) {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (agencyId !== null) headers['x-amz-meta-agency-id'] = String(agencyId);
      const response = await send('PUT', key, { body: bytes, headers });
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        bytes,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: bytes.byteLength,
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
    },
    async exists(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      return response.status !== 404;
    },
  };
}
