import { createHash } from 'node:crypto';
import pg from 'pg';

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
