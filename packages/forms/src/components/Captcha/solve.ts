import type { Challenge } from 'altcha-lib/types';

/**
 * Solves an ALTCHA v2 challenge in the browser and returns the `X-Captcha` header value (the payload
 * `{ challenge, solution }`, JSON in base64). altcha-lib's solver runs on Web Crypto
 * (`crypto.subtle.digest`), which hands the hashing off the main thread and yields between attempts, so the
 * page stays responsive; it is loaded on first use, never with the page that shows the form.
 */
export async function solveAltcha(challenge: Challenge, signal: AbortSignal): Promise<string> {
  if (typeof crypto === 'undefined' || !crypto.subtle) {
    throw new Error('This browser cannot compute the check (Web Crypto needs HTTPS).');
  }
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (signal.aborted) throw new DOMException('The check was cancelled.', 'AbortError');
  if (!solution) throw new Error('The check took too long.');
  return btoa(JSON.stringify({ challenge, solution }));
}
