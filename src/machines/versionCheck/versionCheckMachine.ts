/**
 * The version check (spec sections 4, 9): at most once an hour it reads the deployed app version
 * (dist/version.json, written by the build) and reloads the page when it differs from the running
 * one, so merchants do not keep working in a stale portal after a release.
 */
import { assign, fromPromise, setup } from 'xstate';
import { config } from '@/config';
import { appStorage } from '@/api/session';
import { reloadPage } from '@/routes/navigation';

export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** localStorage key of the last check's time, so "once an hour" holds across page loads. */
export const VERSION_CHECKED_AT_KEY = 'Version-Checked-At';

/** True when at least an hour has passed since the last check (or there was none). */
export const isCheckDue = (lastCheckedAt: number | null, now: number): boolean =>
  lastCheckedAt === null || now - lastCheckedAt >= VERSION_CHECK_INTERVAL_MS || now < lastCheckedAt;

export interface VersionCheckContext {
  runningVersion: string;
  lastCheckedAt: number | null;
}

export type VersionCheckEvent =
  /** Sent on navigation and when the tab becomes visible; `now` keeps the machine clock-free. */
  { type: 'version.check'; now: number };

export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as { runningVersion?: string; lastCheckedAt?: number | null } | undefined,
  },
  actors: {
    fetchDeployedVersion: fromPromise<string>(async () => {
      // The query defeats caches between the browser and the server.
      const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`version.json: HTTP ${response.status}`);
      return String(((await response.json()) as { version?: unknown }).version ?? '');
    }),
  },
  actions: {
    assignCheckedAt: assign({ lastCheckedAt: (_, params: { now: number }) => params.now }),
    saveCheckedAt: (_, params: { now: number }) => appStorage.setItem(VERSION_CHECKED_AT_KEY, String(params.now)),
    reloadPage: () => reloadPage(),
  },
  guards: {
    isDue: ({ context }, params: { now: number }) => isCheckDue(context.lastCheckedAt, params.now),
    /** A dev build ('dev') or an empty answer never triggers a reload. */
    isNewVersion: ({ context }, params: { deployed: string }) =>
      Boolean(params.deployed) && context.runningVersion !== 'dev' && params.deployed !== context.runningVersion,
  },
}).createMachine({
  id: 'versionCheck',
  context: ({ input }) => {
    const stored = Number(appStorage.getItem(VERSION_CHECKED_AT_KEY));
    return {
      runningVersion: input?.runningVersion ?? config.appVersion,
      lastCheckedAt: input?.lastCheckedAt !== undefined ? input.lastCheckedAt : Number.isFinite(stored) && stored > 0 ? stored : null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'version.check': {
          guard: { type: 'isDue', params: ({ event }) => ({ now: event.now }) },
          target: 'checking',
          actions: [
            { type: 'assignCheckedAt', params: ({ event }) => ({ now: event.now }) },
            { type: 'saveCheckedAt', params: ({ event }) => ({ now: event.now }) },
          ],
        },
      },
    },
    checking: {
      invoke: {
        src: 'fetchDeployedVersion',
        onDone: [
          { guard: { type: 'isNewVersion', params: ({ event }) => ({ deployed: event.output }) }, target: 'reloading' },
          { target: 'idle' },
        ],
        // Offline or a server without version.json: try again next hour.
        onError: { target: 'idle' },
      },
    },
    reloading: { type: 'final', entry: 'reloadPage' },
  },
});

export type VersionCheckMachine = typeof versionCheckMachine;
