export * from './companies';
export * from './users';
export * from './people';
export * from './sessions';
export * from './audit';
export * from './idempotency';
