export * from './common';
export * from './errors';
export * from './auth';
