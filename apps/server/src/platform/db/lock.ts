import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process per PGlite data directory. PGlite is PostgreSQL in this process's memory: a second process
 * that opens the same files keeps its own buffers and WAL position, both acknowledge writes, and the
 * directory ends up with lost rows and corrupt indexes. So whoever opens it (the server, the CLI) first
 * takes `<data directory>.lock`, a file created exclusively (written aside, then hard-linked into place,
 * which fails when the name exists) holding the holder's pid, host and a random token.
 *
 * A lock whose process is gone (kill -9, power loss) is stale: its pid is not alive on this host, or it is
 * this process's own pid while this process holds no such lock (a restarted container is pid 1 again). A
 * stale lock is moved aside under a unique name, checked to be the one judged stale, and removed; then the
 * exclusive create is tried again, so of several processes starting at once exactly one wins. A lock of
 * another host cannot be checked and is never taken over.
 *
 * Plain files, no native module: works on any local Linux/macOS file system.
 */

export interface LockHolder {
  pid: number;
  hostname: string;
  /** Who holds it, in words ("the server", "the agency-server CLI"). */
  label: string;
  since: string;
  token: string;
}

export class DataDirectoryLockedError extends Error {
  override readonly name = 'DataDirectoryLockedError';
  constructor(
    readonly directory: string,
    readonly lockPath: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `${holder.label} (pid ${holder.pid}${holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`}, since ${holder.since})`
      : 'another process';
    const otherHost = holder && holder.hostname !== hostname();
    super(
      `The data directory ${directory} is in use by ${who}. PGlite allows one process per data directory: ` +
        `stop that process first${otherHost ? ` (if it is gone, delete ${lockPath})` : ''}, or use another DATA_DIR.`,
    );
  }
}

export interface DirectoryLock {
  readonly path: string;
  /** Removes the lock file if it is still this lock's (idempotent). */
  release(): void;
}

/** Locks held by this process, by lock path (a second open in the same process is refused too). */
const held = new Map<string, string>();
let exitHookInstalled = false;

function readHolder(path: string): LockHolder | null | 'missing' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string' && typeof parsed.hostname === 'string')
      return {
        pid: parsed.pid,
        hostname: parsed.hostname,
        token: parsed.token,
        label: typeof parsed.label === 'string' ? parsed.label : 'another process',
        since: typeof parsed.since === 'string' ? parsed.since : 'an unknown time',
      };
  } catch {
    // not JSON: not a lock this code wrote
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(holder: LockHolder, path: string): boolean {
  if (holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return held.get(path) !== holder.token;
  return !isAlive(holder.pid);
}

function removeIfOurs(path: string, token: string): void {
  const holder = readHolder(path);
  if (holder !== 'missing' && holder?.token === token) unlinkSync(path);
}

/**
 * Takes the exclusive lock of `directory` (the file `<directory>.lock`), or throws DataDirectoryLockedError
 * at once naming the holder. Released by `release()` and, as a last resort, when the process exits.
 */
export function lockDirectory(directory: string, label: string): DirectoryLock {
  const path = `${directory.replace(/\/+$/, '')}.lock`;
  const token = randomBytes(16).toString('hex');
  const content = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    label,
    since: new Date().toISOString(),
    token,
  } satisfies LockHolder);
  const aside = `${path}.${process.pid}.${token}`;

  for (let attempt = 0; ; attempt += 1) {
    writeFileSync(aside, content, { mode: 0o600 });
    try {
      linkSync(aside, path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
    const holder = readHolder(path);
    if (holder === 'missing' && attempt < 5) continue; // released meanwhile: try again
    if (holder === 'missing') throw new DataDirectoryLockedError(directory, path, null);
    // A file that is not our lock format, a live holder, or no progress after a few rounds: refuse.
    if (holder === null || !isStale(holder, path) || attempt >= 3)
      throw new DataDirectoryLockedError(directory, path, holder);
    const moved = `${path}.stale.${token}`;
    try {
      renameSync(path, moved);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const movedHolder = readHolder(moved);
    if (movedHolder !== 'missing' && movedHolder?.token !== holder.token) {
      // Another process replaced the stale lock between our read and our rename: give its lock back.
      try {
        linkSync(moved, path);
      } catch {
        // a third process took the name meanwhile; it holds the lock now
      }
      unlinkSync(moved);
      throw new DataDirectoryLockedError(directory, path, movedHolder);
    }
    if (movedHolder !== 'missing') unlinkSync(moved);
  }

  held.set(path, token);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const [lockPath, lockToken] of held) {
        try {
          removeIfOurs(lockPath, lockToken);
        } catch {
          // exiting anyway
        }
      }
    });
  }
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      if (held.get(path) === token) held.delete(path);
      removeIfOurs(path, token);
    },
  };
}
