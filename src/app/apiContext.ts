/**
 * The API a screen calls, as a React context: the app uses the real client; stories hand in a fake
 * `call` (no network in stories) with the same types, answering from fixtures.
 */
import { createContext, useContext } from 'react';
import { api } from '@/api';

export type ApiCall = typeof api.call;

export const ApiContext = createContext<ApiCall>(api.call);

export const useApi = (): ApiCall => useContext(ApiContext);
