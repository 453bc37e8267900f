/**
 * The API a screen calls, as a React context: the app uses the real client; stories hand in a fake
 * `call` (no network in stories) with the same types. It lives in the data layer (src/kit/data);
 * this module keeps the old import path working.
 */
export { ApiContext, useApi, type ApiCall } from '@/kit/data/callContext';
