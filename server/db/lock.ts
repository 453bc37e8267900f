/**
 * A lock file for the PGlite data directory: two processes opening the same directory silently lose
 * writes, so the second one must refuse to start. A lock left by a dead process is taken over.
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

/** Takes the lock of `dir` or throws; returns the release function. */
export function acquireDataDirLock(dir: string): () => void {
  const path = join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(`The data directory ${dir} is in use by process ${holder}. Stop it, or set DATA_DIR to another directory.`, { cause: error });
      }
      rmSync(path, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
