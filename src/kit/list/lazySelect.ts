import { chunk } from '../chunk';

/** The list's Selects' chunk (SelectParts), loaded on a Select's first use. */
export const selectParts = chunk(() => import('./SelectParts'));
/** FirstUse's `load`: null once the chunk has run (the Select is built at once), else its load. */
export const loadSelect = () => (selectParts.loaded() ? null : selectParts.load());
