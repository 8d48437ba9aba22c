// The captcha of issue 9 in the built portal against a server started with CAPTCHA=altcha (the production
// default): registration, resend and forgot password each carry a solved proof of work, invisibly; a call
// without one is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { register } from './harness';
import { notifications, useHarness } from './support';

// The server's default difficulty and expiry: what a person's browser really solves.
const h = useHarness({ CAPTCHA: 'altcha', CAPTCHA_HMAC_KEY: 'e2e-captcha-hmac-key-0123456789abcdef' });

/** The X-Captcha header of every request to `path`, in order. */
function captchaHeaders(page: Page, path: string): Array<string | undefined> {
  const seen: Array<string | undefined> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.headers()['x-captcha']);
  });
  return seen;
}

test('a call without a solution is refused with a message the portal shows', async () => {
  const response = await fetch(`${h().baseUrl}/api/password/forgot-password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'owner@demo.test' }),
  });
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {
    Code: 'captcha_required',
    Message: 'Please confirm that you are not a robot, then try again.',
  });
});

test('register, resend the code and ask for a temporary password, each with a solved captcha', async (t) => {
  const { context, page } = await h().newPage({ width: 390, height: 844 });
  const registrations = captchaHeaders(page, '/api/registration/register');
  const resends = captchaHeaders(page, '/api/registration/resend-verification-code');
  const forgotten = captchaHeaders(page, '/api/password/forgot-password');
  const email = 'cara.pitt@mail.com';

  await page.goto('/registration');
  await register(page, { lastName: 'Pitt', firstName: 'Cara', email });
  assert.equal(registrations.length, 1);
  const payload = JSON.parse(Buffer.from(registrations[0]!, 'base64').toString()) as {
    challenge: { parameters: { algorithm: string } };
    solution: { counter: number; time?: number };
  };
  assert.equal(payload.challenge.parameters.algorithm, 'SHA-256');
  assert.ok(payload.solution.counter > 0);
  t.diagnostic(`the registration's check took ${payload.solution.time} ms (counter ${payload.solution.counter})`);
  // Nothing about the check was shown: no error, no puzzle.
  assert.equal(await page.getByText('We could not check that you are not a robot.').count(), 0);

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await notifications(page).getByText('Please check your mail.').waitFor();
  assert.equal(resends.length, 1);
  assert.ok(resends[0]);
  assert.equal((await h().outbox()).filter((m) => m.To === email).length, 2);

  // Signed out, the login screen's forgot-password dialog.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Please check your mail.').waitFor();
  assert.equal(forgotten.length, 1);
  assert.ok(forgotten[0]);
  assert.ok((await h().outbox()).some((m) => m.To === email && /temporary password/i.test(m.Subject)));

  // A solution is good once: the same header again is refused.
  const replay = await fetch(`${h().baseUrl}/api/password/forgot-password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-captcha': forgotten[0]! },
    body: JSON.stringify({ Email: email }),
  });
  assert.equal(replay.status, 400);
  assert.equal(((await replay.json()) as { Code: string }).Code, 'captcha_failed');
  await context.close();
});
