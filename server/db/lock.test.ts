/** The data-directory lock is not fooled by a recycled pid (issue 14: a stale lock naming pid 1 blocked start-up). */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, startTimeOf } from './lock';

const withDir = (run: (dir: string) => void) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  try {
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('data-directory lock', () => {
  it('records the holder\'s pid and start time', () => withDir((dir) => {
    const release = acquireDataDirLock(dir);
    const [pid, started] = readFileSync(join(dir, 'portal.lock'), 'utf8').split(' ');
    expect(Number(pid)).toBe(process.pid);
    if (startTimeOf(process.pid)) expect(started).toBe(startTimeOf(process.pid));
    release();
  }));

  it('takes over a lock naming a live process that started at another time (a recycled pid)', () => withDir((dir) => {
    if (!startTimeOf(1)) return; // no /proc: nothing to tell a recycled pid by
    writeFileSync(join(dir, 'portal.lock'), `1 ${Number(startTimeOf(1)) + 12345}`);
    acquireDataDirLock(dir)();
    if (/node|tsx/.test(readFileSync('/proc/1/cmdline', 'utf8'))) return; // pid 1 is Node.js here: it could be a portal
    writeFileSync(join(dir, 'portal.lock'), '1'); // the old format, naming pid 1 (not a Node.js process)
    acquireDataDirLock(dir)();
  }));

  it('still refuses while the recorded holder runs', () => withDir((dir) => {
    writeFileSync(join(dir, 'portal.lock'), `${process.ppid} ${startTimeOf(process.ppid) ?? ''}`.trim());
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
  }));
});
