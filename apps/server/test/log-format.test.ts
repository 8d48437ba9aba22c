import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app/build-app';
import { createLogger } from '../src/platform/logger';
import { createTestDatabase, testConfig } from './helpers';

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) } };
}

const REQUEST_LINE = /^\d\d:\d\d:\d\d (GET|POST) \S+ \d{3} \d+ ms$/;

describe('development log', () => {
  it('prints one readable line per request, with the path as logged (no query, no e-mail)', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ loggerInstance: createLogger('info', stream, { readable: true }) as FastifyBaseLogger });
    app.get('/api/registration/:email', async () => ({ ok: true }));
    app.post('/api/fail', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'GET', url: '/api/registration/ann%40example.com?x=secret' });
    await app.inject({ method: 'POST', url: '/api/fail', payload: { password: 'hunter2' } });
    await app.close();
    const requests = lines.filter((line) => REQUEST_LINE.test(line));
    expect(requests.map((line) => line.replace(/^\S+ /, '').replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /api/registration/[email] 200 N ms',
      'POST /api/fail 500 N ms',
    ]);
    // Fastify's own error line: level, message, request, then the stack indented below it.
    const error = lines.findIndex((line) => / ERROR boom/.test(line));
    expect(lines[error]).toContain('request=POST /api/fail');
    expect(lines[error + 1]).toMatch(/^ {4}Error: boom/);
    expect(lines.join('\n')).not.toMatch(/ann@example|ann%40example|secret|hunter2|incoming request|^\{/m);
  });

  it('keeps redaction: secrets in a logged object stay hidden', () => {
    const { lines, stream } = capture();
    const log = createLogger('info', stream, { readable: true });
    log.warn({ body: { password: 'hunter2', code: '123456' }, agency: 'demo' }, 'something odd');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN something odd /);
    expect(lines[0]).toContain('agency=demo');
    expect(lines[0]).toContain('"password":"[redacted]"');
    expect(lines[0]).not.toMatch(/hunter2|123456/);
  });

  it('writes JSON lines when not asked for the readable form', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).info({ agency: 'demo' }, 'hello');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'hello', agency: 'demo' });
  });

  describe('the server', () => {
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      vi.restoreAllMocks();
      await drop?.();
    });

    it('logs readable lines to stdout in development', async () => {
      const database = await createTestDatabase('postgres');
      drop = database.drop;
      const written: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((text: string | Uint8Array) => {
        written.push(String(text));
        return true;
      });
      const app = await buildApp(
        testConfig({ nodeEnv: 'development', database: database.database, dataDir: database.dataDir }),
      );
      await app.inject({ method: 'GET', url: '/health' });
      await app.close();
      vi.restoreAllMocks();
      expect(written.some((text) => / GET \/health 200 \d+ ms\n$/.test(text))).toBe(true);
      expect(written.some((text) => text.startsWith('{'))).toBe(false);
    });
  });
});
