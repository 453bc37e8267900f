/**
 * One Idempotency-Key per form submission (DOMAIN.md section 0): the same key goes with every retry of that
 * submission — pressing the button again after a lost answer or a failure, with the same content — so the server
 * answers the first result instead of creating the orders twice. A different content, or a success, starts the
 * next submission with a fresh key (creating the same order again on purpose is a new submission).
 */
import { useState } from 'react';

/** A fresh key (crypto.randomUUID where the browser has it; a random hex string otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

export interface SubmissionKey {
  /** The key for this content: the last key while the content is unchanged, a fresh one otherwise. */
  keyFor(content: unknown): string;
  /** The submission succeeded: the next one gets a fresh key even with the same content. */
  done(): void;
}

/** The keys of one form's submissions (plain, so it can be tested without React). */
export function submissionKeys(fresh: () => string = newIdempotencyKey): SubmissionKey {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor: (content) => {
      const text = JSON.stringify(content);
      if (last?.content !== text) last = { content: text, key: fresh() };
      return last.key;
    },
    done: () => { last = null; },
  };
}

/** The form's submission keys, kept for the life of the screen. */
export function useSubmissionKey(): SubmissionKey {
  const [keys] = useState(() => submissionKeys());
  return keys;
}
