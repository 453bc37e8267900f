import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { setNavigator } from '@/routes/navigation';
import { permissionMachine } from './permissionMachine';

const navigations: string[] = [];
beforeEach(() => {
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
});
afterEach(() => setNavigator(null));

const main = { refId: null, permissions: [] };
const clerk = { refId: 1, permissions: [{ code: 'menu:order' }, { code: 'menu:order:list' }, { code: 'cart:list' }] };

describe('permission machine (spec section 5)', () => {
  it('a main account always passes', () => {
    const actor = createActor(permissionMachine, { input: { user: main } }).start();
    actor.send({ type: 'permission.check', code: 'account:settings' });
    expect(actor.getSnapshot().value).toBe('granted');
    expect(navigations).toEqual([]);
  });

  it('a sub-account passes with the code', () => {
    const actor = createActor(permissionMachine, { input: { user: clerk } }).start();
    actor.send({ type: 'permission.check', code: 'cart:list' });
    expect(actor.getSnapshot().value).toBe('granted');
  });

  it('a sub-account without the code goes to /application/error with unauthorizedOperation', () => {
    const actor = createActor(permissionMachine, { input: { user: clerk } }).start();
    actor.send({ type: 'permission.check', code: 'account:settings' });
    expect(actor.getSnapshot().value).toBe('denied');
    expect(actor.getSnapshot().context.code).toBe('account:settings');
    expect(navigations).toEqual(['/application/error?message=unauthorizedOperation']);
  });

  it('an operation without a code is open to everyone', () => {
    const actor = createActor(permissionMachine, { input: { user: clerk } }).start();
    actor.send({ type: 'permission.check', code: null });
    expect(actor.getSnapshot().value).toBe('granted');
  });

  it('follows the user: a new user resets the verdict', () => {
    const actor = createActor(permissionMachine, { input: { user: clerk } }).start();
    actor.send({ type: 'permission.check', code: 'account:settings' });
    actor.send({ type: 'permission.userChanged', user: main });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'permission.check', code: 'account:settings' });
    expect(actor.getSnapshot().value).toBe('granted');
  });
});
