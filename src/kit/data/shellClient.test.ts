import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/api/session';
import { earlyClient, releaseEarlyClient, takeEarlyClient } from './shellClient';

afterEach(() => sessionStore.signOut());

describe("the first page's early QueryClient", () => {
  it('is made only for a stored token, and the same one until the shell takes it', () => {
    expect(earlyClient()).toBeNull();
    expect(takeEarlyClient()).toBeNull();
    sessionStore.signIn('token-a');
    const client = earlyClient();
    expect(client).not.toBeNull();
    expect(earlyClient()).toBe(client);
    // A shell mounting twice (StrictMode) takes the same client; once it has it, the next visit starts afresh.
    expect(takeEarlyClient()).toBe(client);
    expect(takeEarlyClient()).toBe(client);
    releaseEarlyClient(client!);
    expect(takeEarlyClient()).toBeNull();
  });

  it('is never taken by a shell signed in with another token (another user, or signed out and in again)', () => {
    sessionStore.signIn('token-a');
    const client = earlyClient();
    sessionStore.signIn('token-b');
    expect(takeEarlyClient()).toBeNull();
    const next = earlyClient();
    expect(next).not.toBe(client);
    expect(takeEarlyClient()).toBe(next);
    releaseEarlyClient(client!);
    expect(takeEarlyClient()).toBe(next);
    releaseEarlyClient(next!);
  });
});
