import type { Kysely } from 'kysely';
import type { Database } from './db';

/**
 * The server's events, by name → payload. A feature that writes declares its own events here by declaration
 * merging, the way tables merge into `Database`:
 *
 *   declare module '../../platform/events' {
 *     interface Events { 'agency.created': { agencyId: number; ownerUserId: string } }
 *   }
 *
 * so a listener reads the payload's type without importing the writer, and the writer knows nothing of its
 * listeners. docs/architecture.md lists the events and who listens.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Events {}

export type EventName = keyof Events;

/** A listener runs INSIDE the writer's transaction (`trx`): what it writes commits, or rolls back, with the write. */
export type Listener<N extends EventName> = (trx: Kysely<Database>, event: Events[N]) => Promise<void>;

/**
 * A typed, synchronous, in-transaction event bus: `emit` awaits every listener of the event in the order they
 * were added, with the writer's transaction, and a listener's error fails the write. One bus per app (and one
 * for the CLI and the demo seed), made and given its listeners where the app is composed (app/events.ts), so a
 * feature reacts to another without either importing the other.
 *
 * Slow work (mail, PDFs, a third party) does not belong in a listener: the listener enqueues a job of the
 * durable runner in the same transaction (`jobs.enqueue(trx, kind, payload, { onceKey })`, platform/jobs). The
 * job's row commits with the write (a rollback drops it), and the runner takes it after commit: at its next
 * poll, or at once when the writer calls `jobs.kick()` after its transaction (as the routes do).
 */
export interface EventBus {
  on<N extends EventName>(name: N, listener: Listener<N>): void;
  emit<N extends EventName>(trx: Kysely<Database>, name: N, event: Events[N]): Promise<void>;
}

export function createEventBus(): EventBus {
  const listeners = new Map<EventName, Listener<EventName>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as unknown as Listener<EventName>]);
    },
    async emit(trx, name, event) {
      for (const listener of listeners.get(name) ?? []) await listener(trx, event as Events[EventName]);
    },
  };
}
