import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@agency/forms/schemas';
import { API_PATHS, type ApiErrorBody } from '@agency/api-client/contract';
import { loadConfig } from '../src/app/config';
import { checkLogo } from '../src/features/agency/logo';
import { ApiError } from '../src/platform/errors';
import {
  addStaff,
  DB_KINDS,
  http,
  PASSWORD,
  passwordGrant,
  refreshGrant,
  startServer,
  type TestServer,
} from './helpers';

// Security review, issue 27 item 10, the low items: (c) the SVG logo is parsed and checked against an
// allow-list, (d) one address may hold only so many connections, (e) a locked account's right password
// answers like a wrong one, (f) an over-long path part is 414, (g) the API requires the `api` scope.
// (a) reference tokens and (b) the careers site: security-links.test.ts, security-careers.test.ts.

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const m = messages.agencySettings;

/** The refusal of an SVG logo, or null when it is accepted. */
function refusalOf(svg: string): string | null {
  try {
    checkLogo(Buffer.from(svg));
    return null;
  } catch (error) {
    if (error instanceof ApiError) return `${error.statusCode} ${error.code}: ${error.message}`;
    throw error;
  }
}

describe('(c) the SVG logo: parsed, every element and attribute on an allow-list', () => {
  it('refuses what the old patterns let through', () => {
    const unsafe = `400 unsafe_svg: ${m.logoSvgUnsafe}`;
    for (const svg of [
      // A script in the XHTML namespace (the pattern looked for "<script" only).
      `<svg ${SVG_NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
      `<svg ${SVG_NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="https://evil.example/"/></svg>`,
      // An animation that sets an event handler or a link.
      `<svg ${SVG_NS}><rect width="1" height="1"><set attributeName="onclick" to="alert(1)"/></rect></svg>`,
      `<svg ${SVG_NS}><a><animate attributeName="href" values="https://evil.example/"/><text>x</text></a></svg>`,
      // CSS escapes and loading functions the patterns did not know.
      `<svg ${SVG_NS}><style>@\\69mport "https://evil.example/a.css";</style></svg>`,
      `<svg ${SVG_NS}><style>rect{fill:u\\72l(https://evil.example/x)}</style><rect/></svg>`,
      `<svg ${SVG_NS}><rect style="fill:image-set('https://evil.example/x.png' 1x)"/></svg>`,
      `<svg ${SVG_NS}><rect fill="u\\72l(https://evil.example/x)"/></svg>`,
      // Elements and attributes that are not on the list.
      `<svg ${SVG_NS}><feImage href="#a"/></svg>`,
      `<svg ${SVG_NS}><rect width="1" formaction="https://evil.example/"/></svg>`,
      `<svg ${SVG_NS}><blink/></svg>`,
      // No SVG once parsed: no SVG namespace, not well-formed.
      '<svg><rect/></svg>',
      `<svg ${SVG_NS}><rect></svg>`,
    ])
      expect(refusalOf(svg), svg).toBe(unsafe);
  });

  it('still refuses the known attacks, and accepts plain drawings as editors export them', () => {
    for (const svg of [
      `<svg ${SVG_NS}><script>alert(1)</script></svg>`,
      `<svg ${SVG_NS}><rect onload="alert(1)"/></svg>`,
      `<svg ${SVG_NS}><image href="https://tracker.example/x.png"/></svg>`,
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}>&x;</svg>`,
      `<svg ${SVG_NS}><style>@import url(https://x.example/a.css);</style></svg>`,
      `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://x.example/a.svg#b"/></svg>`,
      `<svg ${SVG_NS}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/a.css"?><svg ${SVG_NS}/>`,
      `<svg ${SVG_NS}><?xml-stylesheet href="https://evil.example/a.css"?><rect/></svg>`,
      // A style sheet is read whole: a CDATA section cannot hide a part of it.
      `<svg ${SVG_NS}><style>rect{fill:url(<![CDATA[https://evil.example/x]]>)}</style><rect/></svg>`,
    ])
      expect(refusalOf(svg), svg).toMatch(/^400 (unsafe_svg|invalid_file_type)/);
    for (const svg of [
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/></svg>',
      // Illustrator's "SVG 1.1" export: classes in a style element, data-name, CDATA.
      `<?xml version="1.0" encoding="UTF-8"?><svg id="Layer_1" data-name="Layer 1 (copy)" aria-label="Acme (logo)" ${SVG_NS} viewBox="0 0 120 40"><defs><style><![CDATA[.cls-1{fill:#0f766e;}.cls-2{fill:rgb(20, 30, 40);stroke-width:2px}]]></style></defs><title>Acme</title><g><path class="cls-1" d="M0 0h120v40H0z"/><circle class="cls-2" cx="20" cy="20" r="8" transform="rotate(45 20 20) translate(1, 2)"/></g></svg>`,
      // Inkscape's export: its own namespaces, metadata, a filter, text.
      `<svg ${SVG_NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="100" height="40" version="1.1" inkscape:version="1.3"><sodipodi:namedview id="nv" pagecolor="#ffffff" inkscape:zoom="1"/><metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata><defs><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><g inkscape:label="Layer 1" inkscape:groupmode="layer"><text x="4" y="30" style="font-family:sans-serif;font-size:24px;filter:url(#f)" xml:space="preserve"><tspan x="4" y="30">Acme</tspan></text></g></svg>`,
    ])
      expect(refusalOf(svg), svg).toBeNull();
  });
});

describe('(d) HTTP_MAX_CONNECTIONS_PER_IP', () => {
  it('is 100 by default; 0 turns it off', () => {
    expect(loadConfig({}).http.maxConnectionsPerIp).toBe(100);
    expect(loadConfig({ HTTP_MAX_CONNECTIONS_PER_IP: '0' }).http.maxConnectionsPerIp).toBe(0);
    expect(loadConfig({ HTTP_MAX_CONNECTIONS_PER_IP: '20' }).http.maxConnectionsPerIp).toBe(20);
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/HTTP_MAX_CONNECTIONS_PER_IP/);
  });
});

/** Connections the test opened (destroyed after each test, so the servers can close). */
const held: Socket[] = [];

/** Opens a connection from `localAddress` and sends half a request, so the connection stays open. */
async function holdConnection(
  port: number,
  localAddress = '127.0.0.1',
): Promise<{ socket: Socket; gone: Promise<void> }> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  held.push(socket);
  const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
  socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
  return { socket, gone };
}

/** Whether the server closed the connection within `ms`. */
const closedWithin = (connection: { gone: Promise<void> }, ms: number) =>
  Promise.race([
    connection.gone.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe.each(DB_KINDS)('low items on %s', (kind) => {
  let s: TestServer;
  let capped: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
    const base = s.config.http;
    capped = await startServer(kind, {
      // 127.0.0.3 stands for a trusted reverse proxy in front.
      config: { trustProxy: ['127.0.0.3'], http: { ...base, maxConnectionsPerIp: 2 } },
      seed: false,
    });
  });
  afterEach(() => {
    for (const socket of held.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await s?.close();
    await capped?.close();
  });

  it('(d) closes a third connection of one address at once; another address, or a trusted proxy, still connects', async () => {
    const port = Number(new URL(capped.baseUrl).port);
    const first = await holdConnection(port);
    const second = await holdConnection(port);
    const third = await holdConnection(port);
    expect(await closedWithin(third, 1000)).toBe(true);
    expect(await closedWithin(first, 50)).toBe(false);
    const elsewhere = await holdConnection(port, '127.0.0.2');
    expect(await closedWithin(elsewhere, 200)).toBe(false);
    // One ends: the address may connect again.
    first.socket.destroy();
    await first.gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await holdConnection(port);
    expect(await closedWithin(again, 200)).toBe(false);
    expect(await closedWithin(second, 0)).toBe(false);
    // The trusted proxy carries many clients: its connections are not capped.
    const proxied = [];
    for (let i = 0; i < 4; i += 1) proxied.push(await holdConnection(port, '127.0.0.3'));
    for (const connection of proxied) expect(await closedWithin(connection, 50)).toBe(false);
    expect(capped.logs.some((line) => line.includes('over HTTP_MAX_CONNECTIONS_PER_IP'))).toBe(true);
  });

  it("(e) a locked account's right password gets the wrong password's answer", async () => {
    const email = `locked.${kind}.${Date.now()}@demo.test`;
    const { userId } = await addStaff(s.app, 'demo', {
      email,
      firstName: 'Lou',
      lastName: 'Locked',
      roles: ['recruiter'],
    });
    await s.app.services.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', userId).execute();
    const right = await passwordGrant(s, email, PASSWORD);
    const wrong = await passwordGrant(s, email, 'Wrong-Password1!');
    const unknown = await passwordGrant(s, `nobody.${Date.now()}@demo.test`, PASSWORD);
    const answer = (result: typeof right) => [result.status, result.json.error, result.json.error_description];
    expect(answer(right)).toEqual(answer(wrong));
    expect(answer(right)).toEqual(answer(unknown));
    expect(answer(right)).toEqual([400, 'invalid_grant', 'The user name or password is incorrect.']);
  });

  it('(f) a path part over 800 characters is 414 URI Too Long, whatever the method', async () => {
    const long = 'a'.repeat(801);
    const calls = [
      ['GET', `/api/registration/${long}`],
      ['DELETE', `/api/registration/${long}`],
      ['PUT', `/api/registration/${long}`],
      ['GET', `/api/staff/invitations/${long}`],
      ['POST', `/api/staff/invitations/${long}/accept`],
      ['GET', `/api/applicants/${long}`],
      ['PATCH', `/api/applicants/${long}`],
      ['GET', `/unsubscribe/${long}`],
      ['GET', `/connect/${long}`],
    ] as const;
    const answers: string[] = [];
    for (const [method, path] of calls) {
      const answered = await http<ApiErrorBody & { error?: string }>(s, method, path);
      answers.push(`${method} ${path.slice(0, 20)}: ${answered.status} ${answered.json?.Code ?? answered.json?.error}`);
    }
    expect(answers).toEqual(
      calls.map(
        ([method, path]) =>
          `${method} ${path.slice(0, 20)}: 414 ${path.startsWith('/connect/') ? 'invalid_request' : 'uri_too_long'}`,
      ),
    );
    // 800 characters are still a path part (the call's own answer).
    expect((await http(s, 'GET', `/api/registration/${'a'.repeat(800)}`)).status).not.toBe(414);
  });

  it('(g) the API requires the api scope: a token without it gets 403 insufficient_scope, on every kind of call', async () => {
    const narrow = await passwordGrant(s, 'recruiter@demo.test', PASSWORD, { scope: 'openid offline_access' });
    expect(narrow.status, narrow.text).toBe(200);
    expect(narrow.json.scope).toBe('openid offline_access');
    for (const path of [API_PATHS.getUserByUserId, API_PATHS.getCurrentRecruiter, '/api/applicants']) {
      const refused = await http<ApiErrorBody>(s, 'GET', path, { token: narrow.json.access_token });
      expect([refused.status, refused.json.Code], path).toEqual([403, 'insufficient_scope']);
      expect(refused.headers.get('www-authenticate')).toBe(
        'Bearer realm="api", error="insufficient_scope", scope="api"',
      );
    }
    // A refresh narrowed to the same scopes is refused alike; the full scope works.
    const refreshed = await refreshGrant(s, narrow.json.refresh_token!, { scope: 'openid offline_access' });
    expect(refreshed.status, refreshed.text).toBe(200);
    const again = await http(s, 'GET', API_PATHS.getUserByUserId, { token: refreshed.json.access_token });
    expect(again.status).toBe(403);
    const full = await passwordGrant(s, 'recruiter@demo.test', PASSWORD, { scope: 'openid api' });
    expect((await http(s, 'GET', API_PATHS.getUserByUserId, { token: full.json.access_token })).status).toBe(200);
  });
});
