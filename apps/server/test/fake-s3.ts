import { createServer, type IncomingMessage, type Server } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  agencyId: string | undefined;
}

/**
 * A small S3-compatible server for tests (path style, `/<bucket>/<key>`): PUT, GET, HEAD, DELETE of objects
 * kept in memory. Every request must carry an AWS Signature V4 `Authorization` for the configured access
 * key, region and service `s3`, and the signature is recomputed with the secret: anything else is 403.
 */
export class FakeS3 {
  readonly objects = new Map<string, FakeS3Object>();
  /** Method and path of every request, signed or not. */
  readonly requests: { method: string; path: string; status: number }[] = [];
  readonly #server: Server;

  constructor(readonly credentials: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {
    this.#server = createServer((request, response) => {
      void this.#handle(request).then(({ status, headers = {}, body }) => {
        this.requests.push({ method: request.method ?? '', path: request.url ?? '', status });
        response.writeHead(status, headers).end(body);
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.#server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(
    request: IncomingMessage,
  ): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!(await this.#signedCorrectly(request, body))) return { status: 403 };
    const prefix = `/${this.credentials.bucket}/`;
    const path = request.url ?? '';
    if (!path.startsWith(prefix)) return { status: 404 };
    const key = decodeURIComponent(path.slice(prefix.length));
    const object = this.objects.get(key);
    switch (request.method) {
      case 'PUT':
        this.objects.set(key, {
          bytes: body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          agencyId: request.headers['x-amz-meta-agency-id'] as string | undefined,
        });
        return { status: 200 };
      case 'GET':
      case 'HEAD':
        if (!object) return { status: 404 };
        return {
          status: 200,
          headers: { 'content-type': object.contentType, 'content-length': String(object.bytes.length) },
          body: request.method === 'GET' ? object.bytes : undefined,
        };
      case 'DELETE':
        this.objects.delete(key);
        return { status: 204 };
      default:
        return { status: 405 };
    }
  }

  async #signedCorrectly(request: IncomingMessage, body: Buffer): Promise<boolean> {
    const { accessKeyId, secretAccessKey, region } = this.credentials;
    const authorization = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
        authorization,
      );
    if (!match || match[1] !== accessKeyId || match[3] !== region) return false;
    const datetime = request.headers['x-amz-date'];
    if (typeof datetime !== 'string' || !datetime.startsWith(match[2]!)) return false;
    // Sign the same request again with the secret: the signature must be the one received.
    const headers: Record<string, string> = {};
    for (const name of match[4]!.split(';'))
      if (name !== 'host' && name !== 'x-amz-date') headers[name] = String(request.headers[name] ?? '');
    const signer = new AwsV4Signer({
      method: request.method,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      body: body.length > 0 ? body : undefined,
      accessKeyId,
      secretAccessKey,
      region,
      service: 's3',
      datetime,
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === authorization;
  }
}
