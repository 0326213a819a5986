// Plain constants, without the build's environment (import.meta.env): the end-to-end tests read them too.

/** Spec §9: the environment version. Bumping it (or the storage format) wipes every phone's stored data once. */
export const ENVIRONMENT_VERSION = 0;
const STORAGE_FORMAT = 1;
export const STORAGE_CONTROL_MARKER = `coldroom-${STORAGE_FORMAT}-${ENVIRONMENT_VERSION}`;
