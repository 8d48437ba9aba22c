import type { Challenge } from 'altcha-lib/types';

/** Each slice of work is this short, then the page gets the main thread back (no long task). */
const SLICE_MS = 8;
const TIMEOUT_MS = 60_000;

const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Lets the browser run what is waiting (input, rendering) before the next slice: a task, not a timer. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Solves an ALTCHA v2 challenge in the browser and returns the `X-Captcha` header value (the payload
 * `{ challenge, solution }`, JSON in base64). Tries counters from 0 (ALTCHA's `uint32` mode: the nonce then
 * the counter as 4 big-endian bytes) with altcha-lib's Web Crypto key derivation until the derived key starts
 * with the challenge's prefix. altcha-lib's own `solveChallenge` hands the thread back only every 200 ms,
 * which made the registration page's long tasks add up to seconds of Total Blocking Time; this loop works in
 * slices of a few milliseconds instead. Loaded on first use, never with the page that shows the form.
 */
export async function solveAltcha(challenge: Challenge, signal: AbortSignal): Promise<string> {
  if (typeof crypto === 'undefined' || !crypto.subtle) {
    throw new Error('This browser cannot compute the check (Web Crypto needs HTTPS).');
  }
  const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
  const { nonce, salt, keyPrefix } = challenge.parameters;
  if (!/^[0-9a-fA-F]+$/.test(keyPrefix)) throw new Error('The challenge has no usable prefix.');
  const prefix = keyPrefix.toLowerCase();
  // Even-length prefixes compare as bytes, odd ones as hex text (as altcha-lib does).
  const prefixBytes = prefix.length % 2 === 0 ? fromHex(prefix) : null;
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes, 0);
  const view = new DataView(password.buffer);

  const start = performance.now();
  let sliceStart = start;
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    view.setUint32(nonceBytes.length, counter, false);
    const { derivedKey } = await deriveKey(challenge.parameters, saltBytes, password);
    const matches = prefixBytes
      ? prefixBytes.every((byte, index) => derivedKey[index] === byte)
      : toHex(derivedKey).startsWith(prefix);
    if (matches) {
      const solution = { counter, derivedKey: toHex(derivedKey), time: Math.round(performance.now() - start) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToBrowser();
      if (signal.aborted) throw new DOMException('The check was cancelled.', 'AbortError');
      if (performance.now() - start > TIMEOUT_MS) throw new Error('The check took too long.');
      sliceStart = performance.now();
    }
  }
  throw new Error('The challenge has no solution.');
}
