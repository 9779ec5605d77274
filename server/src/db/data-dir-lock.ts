// One process per PGlite directory. PGlite is Postgres in this process, without a postmaster to keep a
// second one out: two processes on one directory overwrite each other's pages (a client created by one is
// invisible to the other, and the directory ends up unreadable: `RuntimeError: Aborted()` at start).
//
// The lock is a file in the directory, created exclusively, naming its holder: pid, role, and once the
// server listens, its URL (so `npm run cli` can go through it instead). A holder that died without
// releasing (SIGKILL, power loss) is recognised by its pid no longer running, and its lock is taken over at
// once. (proper-lockfile's mtime staleness was not taken: it refuses a restart for its whole stale period
// after a SIGKILL, and declares a live holder stale when a long PGlite statement blocks the event loop past
// it. PGlite directories are local, so the pid says everything.)
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

export const LOCK_FILE = 'staffbridge.lock';

export interface LockHolder {
  pid: number;
  /** 'server' (npm start) or 'cli' (npm run cli, working on the store itself). */
  role: 'server' | 'cli';
  startedAt: string;
  /** The server's base URL, once it listens. */
  url?: string;
}

export interface DataDirLock {
  /** Records the URL the server answers at (for `npm run cli`). */
  announce(url: string): void;
  release(): void;
}

/** The directory is locked by another live process. */
export class DataDirInUseError extends ConfigError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The store in ${dataDir} is in use by ${holder.role === 'server' ? 'a running Staffbridge server' : 'a running `npm run cli`'} ` +
        `(pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''}, since ${holder.startedAt}). ` +
        'Only one process may open an embedded store: stop it first, use another DATA_DIR, ' +
        'or run the CLI while the server runs (it goes through the server). ' +
        `If no such process exists, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Directories this process holds (a second store on one of them in this process is refused too). */
const held = new Set<string>();

/** Takes the lock of `dataDir` or throws DataDirInUseError naming the holder. */
export function lockDataDir(dataDir: string, role: LockHolder['role']): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirInUseError(dir, readLock(file) ?? { pid: process.pid, role, startedAt: 'earlier' });
  const mine: LockHolder = { pid: process.pid, role, startedAt: new Date().toISOString() };
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw error;
      const other = readLock(file);
      if (other && isRunning(other.pid)) throw new DataDirInUseError(dir, other);
      // Dead holder (or a half-written file): move it aside atomically, so of two takers only one does.
      try {
        renameSync(file, `${file}.stale-${process.pid}-${attempt}`);
        rmSync(`${file}.stale-${process.pid}-${attempt}`, { force: true });
      } catch {
        /* another taker moved it first: try again */
      }
    }
  }
  held.add(dir);
  const onExit = () => removeIfMine(file);
  process.once('exit', onExit);
  return {
    announce(url) {
      mine.url = url;
      writeFileSync(file, JSON.stringify(mine), { mode: 0o600 });
    },
    release() {
      process.removeListener('exit', onExit);
      removeIfMine(file);
      held.delete(dir);
    },
  };
}

/** The live holder of `dataDir`'s lock, or null when it is free (or its holder died). */
export function lockHolder(dataDir: string): LockHolder | null {
  const holder = readLock(path.join(path.resolve(dataDir), LOCK_FILE));
  return holder && isRunning(holder.pid) ? holder : null;
}

function readLock(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

function removeIfMine(file: string): void {
  if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
}

/**
 * Whether `pid` is a running process other than this one (a lock naming our own pid, before we took it,
 * was left by an earlier life: a container restarts as pid 1 again). On Linux a pid reused by some other
 * program after a reboot is not taken for a holder: it must be a node process.
 */
function isRunning(pid: number): boolean {
  if (pid === process.pid || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): the pid is all we know
  }
}
