/** The device side of offline operations (issue 13): what forms, the header and the sync screen use. */
export { enqueue, NoOfflineCodesError, NotLoggedInError, type Enqueued, type EnqueueInput } from './enqueue';
export { ref } from './refs';
export { unusedCodes, takeCode, topUpCodes, releaseCodes } from './codes';
export { getDeviceId } from './deviceId';
export { networkChanged, startOfflineSync, syncNow, getSyncSnapshot, subscribeSync, refreshCounts, type SyncSnapshot } from './controller';
export { listOperations, dependentsOf, isUnsent } from './queue';
export { acceptServerAmount, discard, remedyFor, retryOperation, type Remedy } from './actions';
export type { Operation, OperationKind, OperationSummary, OperationState, Refusal } from './types';
export { useSyncStatus } from './useSyncStatus';
