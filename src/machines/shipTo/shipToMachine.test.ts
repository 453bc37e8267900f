import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { DEFAULT_COUNTRY_ID, filterCountries, OFFERED_CURRENCIES, shipToMachine, type ShipToCountry, type ShipToEvent } from './shipToMachine';

const countries: ShipToCountry[] = [
  { id: 232, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
  { id: 225, code: 'TR', flag: '🇹🇷', name: 'Türkiye', enName: 'Turkey' },
  { id: 47, code: 'CN', flag: '🇨🇳', name: '中国', enName: 'China' },
];

const saved: { countryId: number; currencyCode: string }[] = [];
const reloads = vi.fn();

/** The machine with its network and the page reload replaced. */
const machine = shipToMachine.provide({
  actors: {
    loadCountries: fromPromise(async () => countries),
    saveShipTo: fromPromise(async ({ input }: { input: { countryId: number; currencyCode: string } }) => {
      saved.push(input);
    }),
  },
  actions: { reloadPage: reloads },
});

beforeEach(() => {
  saved.length = 0;
  reloads.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('ship-to dialog', () => {
  it('opens, loads countries, edits, saves through editCountryAndCode and reloads', async () => {
    const actor = createActor(machine, { input: { countryId: 232, currencyCode: 'USD' } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'shipTo.open' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'shipTo.search', text: 'tür' });
    expect(filterCountries(actor.getSnapshot().context.countries, actor.getSnapshot().context.search).map((c) => c.id)).toEqual([225]);
    actor.send({ type: 'shipTo.selectCountry', countryId: 225 });
    actor.send({ type: 'shipTo.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([{ countryId: 225, currencyCode: 'USD' }]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('is not closed by a backdrop click', async () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'shipTo.open' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'shipTo.backdrop' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    actor.send({ type: 'shipTo.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('offers USD only: another currency is refused', async () => {
    expect(OFFERED_CURRENCIES).toEqual(['USD']);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'shipTo.open' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'shipTo.selectCurrency', currencyCode: 'EUR' });
    expect(actor.getSnapshot().context.currencyCode).toBe('USD');
  });

  it('starts from the defaults (country 232, USD) and drops a currency no longer offered', () => {
    const actor = createActor(machine, { input: { countryId: null, currencyCode: 'EUR' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ countryId: DEFAULT_COUNTRY_ID, currencyCode: 'USD' });
  });

  it('refuses a country that is not in the list', async () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'shipTo.open' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'shipTo.selectCountry', countryId: 99999 });
    expect(actor.getSnapshot().context.countryId).toBe(232);
  });

  it('stays open with the error when saving fails, and can retry a failed load', async () => {
    const failing = shipToMachine.provide({
      actors: {
        loadCountries: fromPromise(async () => Promise.reject(new Error('offline'))),
        saveShipTo: fromPromise(async () => Promise.reject(new Error('500'))),
      },
      actions: { reloadPage: reloads },
    });
    const actor = createActor(failing, { input: {} }).start();
    actor.send({ type: 'shipTo.open' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    actor.send({ type: 'shipTo.retry' });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('ship-to dialog: paths (xstate/graph)', () => {
  // The invoked actors do not run during traversal: their answers are events too.
  const events: ShipToEvent[] = [
    { type: 'shipTo.open' },
    { type: 'shipTo.backdrop' },
    { type: 'shipTo.close' },
    { type: 'shipTo.search', text: 'tür' },
    { type: 'shipTo.selectCountry', countryId: 225 },
    { type: 'shipTo.selectCurrency', currencyCode: 'EUR' },
    { type: 'shipTo.save' },
    { type: 'shipTo.retry' },
    { type: 'xstate.done.actor.loadCountries', output: countries } as unknown as ShipToEvent,
    { type: 'xstate.error.actor.loadCountries', error: new Error('offline') } as unknown as ShipToEvent,
    { type: 'xstate.done.actor.saveShipTo', output: undefined } as unknown as ShipToEvent,
  ];
  const serializeState = (s: ReturnType<typeof shipToMachine.transition>) =>
    `${JSON.stringify(s.value)}|${s.context.countryId}|${s.context.currencyCode}|${s.context.countries.length}|${s.context.search}`;
  const options = { events, serializeState, limit: 5000 };

  it('reaches every state, and only the save path reaches "saved"', () => {
    const paths = getShortestPaths(machine, options);
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"closed"', '{"open":"loading"}', '{"open":"failed"}', '{"open":"editing"}', '{"open":"saving"}', '"saved"']) {
      expect(reached).toContain(state);
    }
    const toSaved = getShortestPaths(machine, { ...options, toState: (s) => s.matches('saved') });
    expect(toSaved.length).toBeGreaterThan(0);
    for (const path of toSaved) {
      const types = path.steps.map((step) => step.event.type);
      expect(types).toContain('shipTo.save');
      expect(types).toContain('xstate.done.actor.saveShipTo');
    }
  });

  it('in every reachable open state a backdrop click changes nothing, and the currency is always USD', () => {
    const paths = getSimplePaths(machine, options);
    expect(paths.length).toBeGreaterThan(10);
    const openStates = paths.map((p) => p.state).filter((state) => state.matches('open'));
    expect(openStates.length).toBeGreaterThan(5);
    for (const state of openStates) {
      const after = getNextSnapshot(machine, state, { type: 'shipTo.backdrop' });
      expect(after.value).toEqual(state.value);
      expect(after.context).toEqual(state.context);
    }
    for (const path of paths) expect(path.state.context.currencyCode).toBe('USD');
  });
});
