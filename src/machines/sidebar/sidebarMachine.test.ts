import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appStorage } from '@/api/session';
import { SIDEBAR_KEY, sidebarMachine } from './sidebarMachine';

beforeEach(() => appStorage.removeItem(SIDEBAR_KEY));

describe('sidebar machine (spec section 4)', () => {
  it('starts open on a first visit and saves "1"', () => {
    const actor = createActor(sidebarMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('open');
    expect(appStorage.getItem(SIDEBAR_KEY)).toBe('1');
  });

  it('toggling saves "0" and "1"', () => {
    const actor = createActor(sidebarMachine, { input: {} }).start();
    actor.send({ type: 'sidebar.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(appStorage.getItem(SIDEBAR_KEY)).toBe('0');
    actor.send({ type: 'sidebar.toggle' });
    expect(appStorage.getItem(SIDEBAR_KEY)).toBe('1');
  });

  it('is remembered across visits', () => {
    createActor(sidebarMachine, { input: {} }).start().send({ type: 'sidebar.close' });
    const nextVisit = createActor(sidebarMachine, { input: {} }).start();
    expect(nextVisit.getSnapshot().value).toBe('closed');
    nextVisit.send({ type: 'sidebar.open' });
    expect(createActor(sidebarMachine, { input: {} }).start().getSnapshot().value).toBe('open');
  });
});
