import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, connect as netConnect, isIP, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { safeErrorText } from '../jobs';

/**
 * Every connection to an SMTP server goes through `sendSmtp`: one connection per message, opened here (name
 * resolved, each address checked, the checked address connected to: no second resolution that a DNS answer
 * could change), with the connection and greeting timeouts applied, socket inactivity bounded, the whole send
 * stopped by an AbortSignal (a job's time limit, the test e-mail's deadline), and failures described without
 * anything the far end said unless it spoke SMTP.
 *
 * A server a staff member or an agency owner names (`guard` set) must be public: loopback, private, link-local,
 * CGNAT, metadata, multicast, reserved and documentation addresses are refused, and only mail ports are used,
 * unless SMTP_ALLOW_PRIVATE_HOSTS trusts this machine and its private networks (development, tests). The
 * platform's own server (SMTP_URL, set by the operator) is not checked (`guard` null).
 */

/** The ports a staff member's or agency's SMTP server may use (submission, SMTPS, relay, the common alternative). */
export const MAIL_PORTS: readonly number[] = [25, 465, 587, 2525];

/** Default of SMTP_TIMEOUT: connecting and the greeting, each; socket inactivity is twice this. */
export const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

/** The portal's messages (shown in the field the problem is in; they never echo what a server said). */
export const SMTP_HOST_NOT_PUBLIC =
  'SMTP Host must be a public mail server: this one is on a private, local or reserved network';
export const SMTP_PORT_NOT_MAIL = `Port must be a mail port: ${MAIL_PORTS.slice(0, -1).join(', ')} or ${MAIL_PORTS.at(-1)}`;
export const SMTP_NOT_SMTP_SERVER = 'The server did not answer as a mail (SMTP) server.';

/** Which servers a connection may reach. */
export interface SmtpGuard {
  /** SMTP_ALLOW_PRIVATE_HOSTS: loopback and private addresses are allowed, on any port. */
  allowPrivateHosts: boolean;
  /** Name resolution to every address (tests pass their own); default: the system resolver (getaddrinfo). */
  lookup?: (host: string) => Promise<string[]>;
}

/** One SMTP server and how to reach it (`sendSmtp`). */
export interface SmtpTarget {
  host: string;
  port: number;
  /** Implicit TLS (SMTPS, port 465). */
  secure: boolean;
  requireTLS?: boolean;
  ignoreTLS?: boolean;
  auth?: { user: string; pass: string };
  /** Connecting and the greeting, each (ms); socket inactivity is twice this. */
  timeoutMs: number;
  /** A server named by staff: its addresses and port are checked. null: the platform's own (SMTP_URL). */
  guard: SmtpGuard | null;
  /** Further nodemailer options (those of SMTP_URL's query: tls.*, name …). */
  extra?: SMTPTransport.Options;
}

/** A failed send, described for a person (no credentials, no text of a server that is not an SMTP server). */
export class SmtpError extends Error {
  override readonly name = 'SmtpError';
  constructor(
    message: string,
    readonly code: string,
    /** The SMTP reply code, when an SMTP server answered (5xx: refused for good). */
    readonly responseCode?: number,
    /** The form field a refused destination is about. */
    readonly field?: 'Host' | 'Port',
  ) {
    super(message);
  }
}

// --- addresses -------------------------------------------------------------------------------------------

const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
  ['168.63.129.16', 32], // Azure's host services
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');

/** Global unicast (2000::/3) is the only public IPv6 space … */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
/** … less these parts of it. */
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** The 8 groups of an IPv6 address (the trailing dotted quad of `::ffff:1.2.3.4` counted as two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const bytes = quad[1]!.split('.').map(Number);
    text = `${text.slice(0, -quad[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (value: string) => (value ? value.split(':').map((group) => parseInt(group, 16)) : []);
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** Whether an IP address is a public unicast address (the only kind a staff member's SMTP server may have). */
export function isPublicSmtpAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::): the IPv4 decides.
  if (zeros(0, 5) && groups[5] === 0xffff) return isPublicSmtpAddress(v4Of(groups[6]!, groups[7]!));
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6))
    return isPublicSmtpAddress(v4Of(groups[6]!, groups[7]!));
  if (groups[0] === 0x2002) return isPublicSmtpAddress(v4Of(groups[1]!, groups[2]!));
  const normal = groups.map((group) => group.toString(16)).join(':');
  return GLOBAL_V6.check(normal, 'ipv6') && !NOT_PUBLIC_V6.check(normal, 'ipv6');
}

/**
 * The IPv4 address of a numeric host name as inet_aton reads it (`2130706433`, `0x7f.1`, `127.1` are
 * 127.0.0.1), or null for a real name.
 */
function numericIpv4(host: string): string | null {
  const parts = host.split('.');
  if (parts.length > 4 || !parts.every((part) => /^(0x[0-9a-f]+|0[0-7]*|[1-9]\d*)$/i.test(part))) return null;
  const values = parts.map((part) =>
    /^0x/i.test(part) ? parseInt(part, 16) : /^0./.test(part) ? parseInt(part, 8) : Number(part),
  );
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  let number = last;
  values.forEach((value, index) => (number += value * 256 ** (3 - index)));
  return [24, 16, 8, 0].map((shift) => Math.floor(number / 2 ** shift) % 256).join('.');
}

/** Names that are local by definition (never resolved: refused as they stand). */
const LOCAL_NAME = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/i;

/** Is `port` usable at an address of this kind? */
const portAllowed = (port: number, isPublic: boolean, guard: SmtpGuard) =>
  MAIL_PORTS.includes(port) || (!isPublic && guard.allowPrivateHosts);

/**
 * The check of a server as it is saved (the form's fields): a port that is not a mail port, an IP address
 * (also written as a number) or a local name that is not public. Names are checked again, resolved, at every
 * connection. Answers the fields' messages, or null.
 */
export function smtpServerProblems(
  host: string,
  port: number,
  guard: SmtpGuard,
): { Host?: string; Port?: string } | null {
  const name = host.trim().replace(/\.$/, '');
  const address = isIP(name) ? name : numericIpv4(name);
  const isPublic = address ? isPublicSmtpAddress(address) : !LOCAL_NAME.test(name);
  const problems: { Host?: string; Port?: string } = {};
  if (!isPublic && !guard.allowPrivateHosts) problems.Host = SMTP_HOST_NOT_PUBLIC;
  else if (!MAIL_PORTS.includes(port) && !guard.allowPrivateHosts) problems.Port = SMTP_PORT_NOT_MAIL;
  return problems.Host || problems.Port ? problems : null;
}

const systemLookup = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

function withTimeout<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(error()), ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves `host` to every address (within `timeoutMs`) and, with a guard, checks each: one address that is
 * not allowed refuses the host (SmtpError with `field`). Answers the addresses to connect to.
 */
export async function resolveSmtpDestination(
  host: string,
  port: number,
  guard: SmtpGuard | null,
  timeoutMs: number,
): Promise<string[]> {
  const name = host.trim().replace(/\.$/, '');
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    if (guard && !guard.allowPrivateHosts && LOCAL_NAME.test(name))
      throw new SmtpError(SMTP_HOST_NOT_PUBLIC, 'EDESTINATION', undefined, 'Host');
    try {
      addresses = await withTimeout(
        (guard?.lookup ?? systemLookup)(name),
        timeoutMs,
        () => new SmtpError(`The host name ${name} could not be resolved in time.`, 'EDNS'),
      );
    } catch (error) {
      if (error instanceof SmtpError) throw error;
      throw new SmtpError(`The host name ${name} could not be found.`, 'EDNS');
    }
    if (addresses.length === 0) throw new SmtpError(`The host name ${name} could not be found.`, 'EDNS');
  }
  if (guard) {
    for (const address of addresses)
      if (!isPublicSmtpAddress(address) && !guard.allowPrivateHosts)
        throw new SmtpError(SMTP_HOST_NOT_PUBLIC, 'EDESTINATION', undefined, 'Host');
    for (const address of addresses)
      if (!portAllowed(port, isPublicSmtpAddress(address), guard))
        throw new SmtpError(SMTP_PORT_NOT_MAIL, 'EDESTINATION', undefined, 'Port');
  }
  return addresses;
}

// --- connections -----------------------------------------------------------------------------------------

/** Opens a TCP connection to `address` within `timeoutMs` (destroyed when `signal` aborts meanwhile). */
function connectTo(address: string, port: number, timeoutMs: number, signal: AbortSignal): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host: address, port });
    const done = (error: Error | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket.removeListener('error', done);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve(socket);
    };
    const onAbort = () => done(signal.reason instanceof Error ? signal.reason : new Error('Aborted.'));
    const timer = setTimeout(
      () => done(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT', command: 'CONN' })),
      timeoutMs,
    );
    socket.once('connect', () => done(null));
    socket.once('error', done);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Where a message about `server` says it was going. */
const where = (server: SmtpTarget) => `${server.host}:${server.port}`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A failure of nodemailer or of the connection, described for a person. */
export function describeSmtpError(error: unknown, server: SmtpTarget): SmtpError {
  if (error instanceof SmtpError) return error;
  const e = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : 'ESEND';
  const message = typeof e.message === 'string' ? e.message : '';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const at = where(server);
  switch (code) {
    case 'ECONNREFUSED':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ECONNRESET':
    case 'EADDRNOTAVAIL':
      return new SmtpError(`Could not connect to ${at} (connect ${code}).`, code);
    case 'ETIMEDOUT':
      if (/greeting/i.test(message))
        return new SmtpError(
          `${at} accepted the connection but sent no SMTP greeting within ${seconds(server.timeoutMs)}.`,
          code,
        );
      if (/connection timeout/i.test(message))
        return new SmtpError(`No connection to ${at} within ${seconds(server.timeoutMs)}.`, code);
      return new SmtpError(`${at} stopped answering (nothing for ${seconds(2 * server.timeoutMs)}).`, code);
    case 'EPROTOCOL':
      // A greeting (or an answer) that is not SMTP: never shown, whatever the service behind it said.
      return new SmtpError(SMTP_NOT_SMTP_SERVER, code);
    case 'ETLS': {
      // Node's own TLS error ("self-signed certificate" …) is shown; a refused STARTTLS's reply is not.
      const local = /^Error initiating TLS - (.*)$/s.exec(message)?.[1];
      return new SmtpError(
        `The secure connection (TLS) to ${at} failed${local ? `: ${safeErrorText(new Error(local))}` : '.'}`,
        code,
      );
    }
    case 'ESOCKET':
      // The socket's own error (written here, not by the server): "self-signed certificate", "read ECONNRESET" …
      return new SmtpError(`The connection to ${at} failed: ${safeErrorText(error)}`, code);
    case 'ECONNECTION':
      // "Connection closed unexpectedly", or "Server terminates connection. response=…" (not shown).
      return new SmtpError(`The connection to ${at} closed unexpectedly.`, code, responseCode);
    case 'EAUTH':
    case 'ENOAUTH':
    case 'EENVELOPE':
    case 'EMESSAGE':
      // nodemailer's own words, or an SMTP server's reply (it greeted as one): "Invalid login: 535 …",
      // "Can't send mail - all recipients were rejected: 550 …".
      return new SmtpError(safeErrorText(error), code, responseCode);
    default:
      if (responseCode !== undefined && responseCode >= 200 && responseCode < 600)
        return new SmtpError(safeErrorText(error), code, responseCode);
      return new SmtpError(`Sending through ${at} failed.`, code);
  }
}

/** The platform's server from SMTP_URL (`smtp://user:pass@host:587?…`), parsed by nodemailer itself. */
export function smtpServerOfUrl(url: string, timeoutMs = DEFAULT_SMTP_TIMEOUT_MS): SmtpTarget {
  // createTransport({ url }) parses the URL and DROPS every other option (timeouts included): the parsed
  // options are taken from it and the transport of each send is built from them.
  const probe = nodemailer.createTransport(url);
  const parsed = { ...(probe.transporter as unknown as { options: SMTPTransport.Options }).options };
  probe.close();
  const secure = parsed.secure ?? parsed.port === 465;
  return {
    host: parsed.host ?? 'localhost',
    port: parsed.port ?? (secure ? 465 : 587),
    secure,
    requireTLS: parsed.requireTLS,
    ignoreTLS: parsed.ignoreTLS,
    auth: parsed.auth?.user
      ? { user: parsed.auth.user, pass: String((parsed.auth as { pass?: unknown }).pass ?? '') }
      : undefined,
    timeoutMs,
    guard: null,
    extra: parsed,
  };
}

/**
 * Sends one message through `server` on a connection of its own, and answers nodemailer's result. Throws an
 * SmtpError (a refused destination carries its `field`; an SMTP reply its `responseCode`). `signal` stops the
 * send at once (its reason is the error).
 */
export async function sendSmtp(
  server: SmtpTarget,
  mail: Mail.Options,
  signal?: AbortSignal,
): Promise<SMTPTransport.SentMessageInfo> {
  const sockets = new Set<Socket>();
  const stop = new AbortController();
  const onAbort = () => {
    stop.abort(signal!.reason);
    for (const socket of sockets) socket.destroy();
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const getSocket = (_options: SMTPTransport.Options, callback: (error: Error | null, socket: object) => void) => {
    (async () => {
      if (stop.signal.aborted) throw stop.signal.reason as Error;
      const addresses = await resolveSmtpDestination(server.host, server.port, server.guard, server.timeoutMs);
      let failure: unknown;
      // The checked addresses, in the resolver's order (a few at most): the first that answers.
      for (const address of addresses.slice(0, 4)) {
        try {
          const socket = await connectTo(address, server.port, server.timeoutMs, stop.signal);
          // nodemailer adds its own listeners; this one only keeps an error before it does from being unhandled.
          socket.on('error', () => undefined);
          sockets.add(socket);
          socket.once('close', () => sockets.delete(socket));
          return socket;
        } catch (error) {
          failure = error;
          if (stop.signal.aborted) break;
        }
      }
      throw failure;
    })().then(
      (socket) => callback(null, { connection: socket }),
      (error: Error) => callback(error, {}),
    );
  };

  const { extra, ...own } = server;
  const transport = nodemailer.createTransport({
    ...extra,
    url: undefined,
    pool: false,
    host: own.host,
    port: own.port,
    secure: own.secure,
    requireTLS: own.requireTLS,
    ignoreTLS: own.ignoreTLS,
    auth: own.auth,
    // TLS checks the certificate against the name given, not the address connected to.
    ...(isIP(own.host) ? {} : { servername: own.host }),
    connectionTimeout: own.timeoutMs,
    greetingTimeout: own.timeoutMs,
    socketTimeout: 2 * own.timeoutMs,
    dnsTimeout: own.timeoutMs,
    getSocket,
  } as SMTPTransport.Options);
  try {
    return await transport.sendMail(mail);
  } catch (error) {
    if (stop.signal.aborted) {
      const reason = stop.signal.reason as unknown;
      throw new SmtpError(reason instanceof Error ? reason.message : 'The send was stopped.', 'EABORT');
    }
    throw describeSmtpError(error, server);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    for (const socket of sockets) socket.destroy();
    transport.close();
  }
}
