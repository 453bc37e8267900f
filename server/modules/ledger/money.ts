/**
 * The one conversion between stored money (integer cents) and what the API shows (a decimal such as
 * 12.34). Only here: every handler that answers an amount goes through `toMoney`.
 */
export const toMoney = (cents: number): number => Math.round(cents) / 100;

/** A decimal from a request (at most two places) to cents, or null when it has more places than cents hold. */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}
