import { describe, expect, it } from 'vitest';
import { navbarCalls } from '@/shell/navbar/navbarCounts';
import { SHELL_CALL_SCREENS, SHELL_START_CALLS } from './shellCalls';
import { routesByName } from './routeTable';

describe('the shell\'s first calls', () => {
  it('hold every navbar count the shell asks for as it opens', () => {
    expect(navbarCalls.filter((name) => !SHELL_START_CALLS.includes(name))).toEqual([]);
  });

  it('name real screens of the shell', () => {
    for (const name of SHELL_CALL_SCREENS) expect(routesByName.get(name)?.layout).toBe('shell');
  });
});
