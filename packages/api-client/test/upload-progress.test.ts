// A browser (jsdom): a file sent with `onUploadProgress` goes through XMLHttpRequest, here jsdom's, which makes
// real requests to a real HTTP server on 127.0.0.1 (from another origin: the server allows it, as CORS asks).
import { CLIENT_ERROR_CODES, type ApiError } from '@agency/api-client';
import { API_PATHS, uploadOnboardingFile } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures } from '@agency/api-client/testing';
import { answerJson, signedInClient, startLocalServer, type LocalServer } from './support/localServer';

let server: LocalServer;
afterEach(async () => {
  await server?.close();
});

const file = (size: number) => new File([new Uint8Array(size).fill(0xd8)], 'licence-front.jpg', { type: 'image/jpeg' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call resolved'),
    (e: ApiError) => e,
  );

describe('upload progress (XMLHttpRequest)', () => {
  it('reports the bytes sent up to the total, with the same headers, query and bearer as any call', async () => {
    let received: Buffer | undefined;
    server = await startLocalServer(async (request, response) => {
      received = await request.read();
      answerJson(response, 201, fixtures.onboardingUpload);
    });
    const { client, accessToken } = signedInClient(server.url);
    const body = file(256 * 1024);
    const progress: [number, number][] = [];

    await expect(
      client.call(uploadOnboardingFile, {
        query: { fileName: 'license front.jpg' },
        body,
        onUploadProgress: (loaded, total) => progress.push([loaded, total]),
      }),
    ).resolves.toMatchObject({ status: 201, data: fixtures.onboardingUpload });

    expect(progress.at(-1)).toEqual([body.size, body.size]);
    const loaded = progress.map(([bytes]) => bytes);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `${API_PATHS.uploadOnboardingFile}?fileName=license+front.jpg`,
    });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${accessToken}`,
      'content-type': 'image/jpeg',
      accept: 'application/json',
    });
    expect(received?.length).toBe(body.size);
  });

  it('turns an error answer into the same ApiError as a call without progress', async () => {
    server = await startLocalServer(async (request, response) => {
      await request.read();
      answerJson(
        response,
        415,
        apiErrorBody('unsupported_file_type', 'The file must be a PDF, JPEG, PNG or HEIC file.'),
      );
    });
    const { client } = signedInClient(server.url);

    const error = await rejection(
      client.call(uploadOnboardingFile, { query: { fileName: 'a.exe' }, body: file(10), onUploadProgress: () => {} }),
    );

    expect(error).toMatchObject({
      name: 'ApiError',
      status: 415,
      code: 'unsupported_file_type',
      message: 'The file must be a PDF, JPEG, PNG or HEIC file.',
    });
  });

  it('on 401 renews the session and sends the file again with the new token, reporting it again', async () => {
    const renewed = createTestTokenResponse({ refreshToken: 'refresh-2' });
    const uploads: string[] = [];
    server = await startLocalServer(async (request, response) => {
      await request.read();
      if (request.path.startsWith('/connect/token')) return answerJson(response, 200, renewed);
      uploads.push(request.headers.authorization ?? '');
      if (request.headers.authorization === `Bearer ${renewed.access_token}`)
        return answerJson(response, 201, fixtures.onboardingUpload);
      return answerJson(response, 401, apiErrorBody('unauthorized', 'Token expired'));
    });
    const { client, accessToken } = signedInClient(server.url);
    const body = file(1024);
    const progress: number[] = [];

    await expect(
      client.call(uploadOnboardingFile, {
        query: { fileName: 'licence-front.jpg' },
        body,
        onUploadProgress: (loaded) => progress.push(loaded),
      }),
    ).resolves.toMatchObject({ data: fixtures.onboardingUpload });

    expect(uploads).toEqual([`Bearer ${accessToken}`, `Bearer ${renewed.access_token}`]);
    expect(progress.filter((loaded) => loaded === body.size).length).toBeGreaterThanOrEqual(2);
  });

  it('aborted while the file is being sent: rejects with the aborted code; the server never gets it whole', async () => {
    // The server does not read the body: the upload cannot finish.
    server = await startLocalServer(() => undefined);
    const { client } = signedInClient(server.url);
    const controller = new AbortController();
    const progress: number[] = [];

    const call = rejection(
      client.call(uploadOnboardingFile, {
        query: { fileName: 'licence-front.jpg' },
        body: file(16 * 1024 * 1024),
        signal: controller.signal,
        onUploadProgress: (loaded) => progress.push(loaded),
      }),
    );
    const request = await server.arrived(1);
    controller.abort();

    expect(await call).toMatchObject({ name: 'ApiError', code: CLIENT_ERROR_CODES.aborted });
    expect(await request.ended()).toEqual({ complete: false, answered: false });
    expect(progress).not.toContain(16 * 1024 * 1024);
  });

  it('aborted before it goes out: sends nothing', async () => {
    server = await startLocalServer((_request, response) => answerJson(response, 201, fixtures.onboardingUpload));
    const { client } = signedInClient(server.url);

    const error = await rejection(
      client.call(uploadOnboardingFile, {
        query: { fileName: 'licence-front.jpg' },
        body: file(10),
        signal: AbortSignal.abort(),
        onUploadProgress: () => {},
      }),
    );

    expect(error.code).toBe(CLIENT_ERROR_CODES.aborted);
    expect(server.requests).toHaveLength(0);
  });
});
