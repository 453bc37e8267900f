/** Waiting in play functions for what the app loads lazily (screens) or asynchronously (figures). */
import { expect, waitFor, within } from 'storybook/test';

export const LONG_WAIT = { timeout: 15_000 } as const;

/** The page's heading is shown and no skeleton is left (figures loaded). */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  await within(canvasElement).findByRole('heading', { level: 1 }, LONG_WAIT);
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), LONG_WAIT);
}
