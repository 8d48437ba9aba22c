import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

/** SQL text → the name of its prepared statement (a digest of the text, so one name never has two texts). */
const preparedStatements = new Map<string, string>();

/**
 * Marks a query's SQL text as a hot one: on PostgreSQL each pool connection parses and plans it once (a
 * named prepared statement) instead of on every execution. For a few fixed texts run on every request
 * (their parameters vary, never their text); a query built per call must not be marked (each text is a
 * statement kept by every connection). PGlite ignores it.
 */
export function prepareStatement(sql: string): void {
  if (!preparedStatements.has(sql))
    preparedStatements.set(sql, `q_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/** The pg client of the pool: a marked text runs as its named prepared statement. */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedStatements.get(text) : undefined;
    const call = super.query as (...callArgs: unknown[]) => never;
    return name ? call.call(this, { name, text, values }, ...args.slice(2)) : call.apply(this, args);
  }
}

/**
 * A query of fixed shape, compiled once and run as a prepared statement (above): `build` makes it once with
 * the `probe` values (each distinct from the query's own literals), and every call binds its own values in
 * their places. Saves building and compiling the query (Kysely) and parsing and planning it (PostgreSQL) on
 * every call, for the queries of the authenticated read path.
 */
export function preparedQuery<P extends Record<string, string | number>, R>(
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
  probe: P,
): (db: Kysely<Database>, params: P) => Promise<R[]> {
  let compiled: CompiledQuery<R> | null = null;
  let slots: Array<keyof P | null> = [];
  return async (db, params) => {
    if (!compiled) {
      compiled = build(db, probe).compile();
      slots = compiled.parameters.map((value) => {
        const key = (Object.keys(probe) as Array<keyof P>).find((name) => probe[name] === value);
        return key ?? null;
      });
      prepareStatement(compiled.sql);
    }
    const { parameters } = compiled;
    const bound = slots.map((key, index) => (key === null ? parameters[index] : params[key]));
    return (await db.executeQuery<R>({ ...compiled, parameters: bound })).rows;
  };
}
