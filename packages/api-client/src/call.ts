// The typed call of the client (`client.call(descriptor, input)`): public types; the implementation is in
// internal/call.ts.
import type { AnyCall, CallBody, CallParams, CallQuery, CallResponse } from './contract';
import type { FullResponse } from './types';

/** A part of a call's input: required when the descriptor has one, absent otherwise. */
export type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : { readonly [P in K]: T };

/** What a call sends: its JSON body, its query and its path parameters, as its descriptor types them. */
export type CallInput<D extends AnyCall> = Part<'body', CallBody<D>> &
  Part<'query', CallQuery<D>> &
  Part<'params', CallParams<D>> & {
    /** Extra request headers (the captcha's `X-Captcha`). */
    readonly headers?: Readonly<Record<string, string>>;
    /**
     * Aborts the call: it rejects with an `ApiError` whose code is `CLIENT_ERROR_CODES.aborted` (not a
     * network error). Aborted before it goes out, nothing is sent; while sending or waiting for the answer, the
     * request is cancelled; while the session renews after a 401, the retry is not sent (the renewal, shared
     * with the session's other calls, goes on).
     */
    readonly signal?: AbortSignal;
    /**
     * For a file body (a Blob): bytes sent so far, of `total`. In a browser the file is sent through
     * XMLHttpRequest to report it as it goes; without XMLHttpRequest (Node) it is called once with
     * `(total, total)` when the answer arrives. A retry after the session's renewal reports from 0 again.
     */
    readonly onUploadProgress?: (loaded: number, total: number) => void;
  };

/** The input argument of `call(descriptor, input)`: optional when the call needs none. */
export type CallArgs<D extends AnyCall> =
  Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/**
 * Makes one call of the contract: `call(getCurrentRecruiter)`, `call(updateProfile, { body })`,
 * `call(registrationLookup, { params: { email } })`, `call(uploadOnboardingFile, { query, body: file, signal,
 * onUploadProgress })`. Method, path and how the answer is read come from the descriptor; protected calls
 * carry `Authorization: Bearer` and share the session's renewal.
 */
export type ApiCall = <D extends AnyCall>(
  descriptor: D,
  ...args: CallArgs<D>
) => Promise<FullResponse<CallResponse<D>>>;
