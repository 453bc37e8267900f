/**
 * A lock file for the PGlite data directory: two processes opening the same directory silently lose
 * writes, so the second one must refuse to start. A lock left by a dead process is taken over.
 *
 * The lock names the holder by pid AND the holder's start time (from /proc on Linux): after a crash or a
 * container restart the recorded pid often belongs to another live process (even pid 1, or our own), and a
 * pid alone would then block start-up for good (issue 14). A lock whose pid is alive but started at another
 * time is stale; an old pid-only lock is believed only if that process is a Node.js one. Where /proc is
 * missing, a live pid is taken at its word.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

interface Holder { pid: number; started: string | null }

function parseHolder(text: string): Holder | null {
  const [pidText, started] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 ? { pid, started: started || null } : null;
}

/** Whether the process that wrote the lock is still running. */
export function holderRunning(holder: Holder): boolean {
  if (holder.pid === process.pid) return false; // this process never took it: a previous life's lock
  if (!alive(holder.pid)) return false;
  const now = startTimeOf(holder.pid);
  // Same pid, other start time: the pid was reused by an unrelated process.
  if (holder.started && now && holder.started !== now) return false;
  // An old-format lock (pid only): believed only if the live process could be a portal (a Node.js process).
  if (!holder.started && now !== null) return isNodeProcess(holder.pid);
  return true;
}

/** Takes the lock of `dir` or throws; returns the release function. */
export function acquireDataDirLock(dir: string): () => void {
  const path = join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim());
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(readFileSync(path, 'utf8'));
      if (holder && holderRunning(holder)) {
        throw new Error(`The data directory ${dir} is in use by process ${holder.pid}. Stop it, or set DATA_DIR to another directory.`, { cause: error });
      }
      rmSync(path, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
