export { ApiContext, CallPortContext, portOf, useApi, useCallPort, type ApiCall, type CallPort } from './callContext';
export { createQueryClient, type DataMeta, type QueryClientDeps } from './queryClient';
export { useCall, useMutateCall, type UseCallOptions, type UseMutateCallOptions } from './useCall';
export { fakeCalls, fakeFailure, type FakeHandlers } from './fakeCalls';
export { callKey, type CallData, type CallInput, type CallName, type CallQuery, type CallKey } from './types';
