import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appStorage } from '@/api/session';
import { isCheckDue, VERSION_CHECK_INTERVAL_MS, VERSION_CHECKED_AT_KEY, versionCheckMachine } from './versionCheckMachine';

const HOUR = 60 * 60 * 1000;
const reloads = vi.fn();
const fetches = vi.fn();

const machineDeployed = (deployed: () => Promise<string>) =>
  versionCheckMachine.provide({
    actors: {
      fetchDeployedVersion: fromPromise(() => {
        fetches();
        return deployed();
      }),
    },
    actions: { reloadPage: reloads },
  });

beforeEach(() => {
  reloads.mockClear();
  fetches.mockClear();
  appStorage.removeItem(VERSION_CHECKED_AT_KEY);
});

describe('isCheckDue', () => {
  it('is due with no check yet, and once an hour has passed', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(HOUR);
    expect(isCheckDue(null, 0)).toBe(true);
    expect(isCheckDue(1000, 1000 + HOUR - 1)).toBe(false);
    expect(isCheckDue(1000, 1000 + HOUR)).toBe(true);
    // A clock set back must not block checks for good.
    expect(isCheckDue(5 * HOUR, HOUR)).toBe(true);
  });
});

describe('version check machine', () => {
  it('reloads when the deployed version differs', async () => {
    const actor = createActor(machineDeployed(async () => '1.1.0'), { input: { runningVersion: '1.0.0', lastCheckedAt: null } }).start();
    actor.send({ type: 'version.check', now: 10 * HOUR });
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('stays when the version is the same, and checks at most once an hour', async () => {
    const actor = createActor(machineDeployed(async () => '1.0.0'), { input: { runningVersion: '1.0.0', lastCheckedAt: null } }).start();
    actor.send({ type: 'version.check', now: 10 * HOUR });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'version.check', now: 10 * HOUR + 59 * 60 * 1000 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetches).toHaveBeenCalledTimes(1);
    actor.send({ type: 'version.check', now: 11 * HOUR });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('remembers the last check across page loads', async () => {
    const first = createActor(machineDeployed(async () => '1.0.0'), { input: { runningVersion: '1.0.0' } }).start();
    first.send({ type: 'version.check', now: 10 * HOUR });
    await waitFor(first, (s) => s.matches('idle'));
    expect(appStorage.getItem(VERSION_CHECKED_AT_KEY)).toBe(String(10 * HOUR));
    const reloaded = createActor(machineDeployed(async () => '2.0.0'), { input: { runningVersion: '1.0.0' } }).start();
    reloaded.send({ type: 'version.check', now: 10 * HOUR + 1000 });
    expect(reloaded.getSnapshot().value).toBe('idle');
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('never reloads a development build, and survives an unreachable server', async () => {
    const dev = createActor(machineDeployed(async () => '9.9.9'), { input: { runningVersion: 'dev', lastCheckedAt: null } }).start();
    dev.send({ type: 'version.check', now: HOUR });
    await waitFor(dev, (s) => s.matches('idle') && fetches.mock.calls.length === 1);
    const offline = createActor(machineDeployed(async () => Promise.reject(new Error('offline'))), { input: { runningVersion: '1', lastCheckedAt: null } }).start();
    offline.send({ type: 'version.check', now: HOUR });
    await waitFor(offline, (s) => s.matches('idle') && fetches.mock.calls.length === 2);
    expect(reloads).not.toHaveBeenCalled();
  });
});
