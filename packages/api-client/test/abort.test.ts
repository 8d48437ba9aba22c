// @vitest-environment node
// Node: no XMLHttpRequest, so every call goes through fetch (a file's upload progress is reported once, at the
// end). Against a real HTTP server on 127.0.0.1, which sees whether a request arrived whole or was cut off.
import { CLIENT_ERROR_CODES, isNetworkError, type ApiError } from '@agency/api-client';
import { getCurrentRecruiter, uploadOnboardingFile } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';
import { answerJson, signedInClient, startLocalServer, type LocalServer } from './support/localServer';

let server: LocalServer;
afterEach(async () => {
  await server?.close();
});

/** A file large enough that it is still being sent while the server does not read it. */
const bigFile = () => new Blob([new Uint8Array(16 * 1024 * 1024).fill(0xff)], { type: 'image/jpeg' });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call resolved'),
    (e: ApiError) => e,
  );

describe('aborting a call (fetch)', () => {
  it('aborted before it goes out: rejects with the aborted code and sends nothing', async () => {
    server = await startLocalServer((_request, response) => answerJson(response, 200, fixtures.recruiter));
    const { client } = signedInClient(server.url);
    const controller = new AbortController();
    controller.abort();

    const error = await rejection(client.call(getCurrentRecruiter, { signal: controller.signal }));

    expect(error).toMatchObject({ name: 'ApiError', code: CLIENT_ERROR_CODES.aborted });
    expect(isNetworkError(error)).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('aborted while the file is being sent: rejects, and the server never gets the whole body', async () => {
    // The server never reads the body: the upload cannot finish.
    server = await startLocalServer(() => undefined);
    const { client } = signedInClient(server.url);
    const controller = new AbortController();

    const call = rejection(
      client.call(uploadOnboardingFile, { query: { fileName: 'big.jpg' }, body: bigFile(), signal: controller.signal }),
    );
    const request = await server.arrived(1);
    controller.abort();

    expect(await call).toMatchObject({ code: CLIENT_ERROR_CODES.aborted });
    expect(await request.ended()).toEqual({ complete: false, answered: false });
  });

  it('aborted while waiting for the answer: rejects, and the server sees the connection closed unanswered', async () => {
    server = await startLocalServer(async (request) => {
      await request.read();
    });
    const { client } = signedInClient(server.url);
    const controller = new AbortController();

    const call = rejection(client.call(getCurrentRecruiter, { signal: controller.signal }));
    const request = await server.arrived(1);
    controller.abort(new Error('left the screen'));

    const error = await call;
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.aborted, cause: new Error('left the screen') });
    expect(await request.ended()).toEqual({ complete: true, answered: false });
  });

  it('without XMLHttpRequest, reports the upload whole once the answer arrives', async () => {
    server = await startLocalServer(async (request, response) => {
      await request.read();
      answerJson(response, 201, fixtures.onboardingUpload);
    });
    const { client } = signedInClient(server.url);
    const file = new Blob(['%PDF-1.7 a small file'], { type: 'application/pdf' });
    const progress: [number, number][] = [];

    await expect(
      client.call(uploadOnboardingFile, {
        query: { fileName: 'small.pdf' },
        body: file,
        onUploadProgress: (loaded, total) => progress.push([loaded, total]),
      }),
    ).resolves.toMatchObject({ status: 201, data: fixtures.onboardingUpload });
    expect(progress).toEqual([[file.size, file.size]]);
  });
});
