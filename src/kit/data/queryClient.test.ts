import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { createQueryClient, frameScheduler } from './queryClient';
import { fakeCalls, fakeFailure } from './fakeCalls';

const deps = () => ({ notify: vi.fn(), fallbackMessage: () => 'failed' });

describe('the QueryClient shows the error catalogue once', () => {
  it('toasts the ApiError notification of a failed query', async () => {
    const d = deps();
    const client = createQueryClient(d);
    await expect(client.fetchQuery({ queryKey: ['productNum', {}], queryFn: () => Promise.reject(fakeFailure('productNum', 9002, 'Not yours')) })).rejects.toThrow();
    expect(d.notify).toHaveBeenCalledTimes(1);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Not yours' });
  });

  it('stays quiet for an expired session and for meta.quiet', async () => {
    const d = deps();
    const client = createQueryClient(d);
    const expired = new ApiError('productNum', 40101, null, null, true);
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(expired) })).rejects.toThrow();
    await expect(client.fetchQuery({ queryKey: ['b'], meta: { quiet: true }, queryFn: () => Promise.reject(fakeFailure('productNum', 500, 'x')) })).rejects.toThrow();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it('toasts a failed mutation and a non-API failure with the fallback text', async () => {
    const d = deps();
    const client = createQueryClient(d);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('bug')) });
    await expect(mutation.execute(undefined)).rejects.toThrow('bug');
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: 'failed' });
  });
});

describe('fakeCalls', () => {
  it('answers the calls it was given, typed from the contract, and refuses the others', async () => {
    const call = fakeCalls({ productNum: () => 7 });
    await expect(call('productNum', {})).resolves.toBe(7);
    await expect(call('taskCount', {})).rejects.toThrow('does not answer "taskCount"');
  });
});

describe('frameScheduler hands the results of one frame to React together', () => {
  it('runs every callback of the frame once, in order, in one timer; a later one starts a new frame', () => {
    vi.useFakeTimers();
    try {
      const schedule = frameScheduler(16);
      const ran: string[] = [];
      schedule(() => ran.push('a'));
      vi.advanceTimersByTime(10);
      schedule(() => ran.push('b'));
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(6);
      expect(ran).toEqual(['a', 'b']);
      schedule(() => ran.push('c'));
      vi.advanceTimersByTime(15);
      expect(ran).toEqual(['a', 'b']);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['a', 'b', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });
});
