export * from './common';
export * from './errors';
export * from './http';
export * from './auth';
export * from './users';
export * from './organisation';
export * from './sites';
export * from './operations';
