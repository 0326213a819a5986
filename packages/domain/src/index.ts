/** Coldroom's business rules, shared by the server and the web app (pure: no I/O). */
export * from './money';
export * from './weights';
export * from './dates';
export * from './rooms';
export * from './fees';
export * from './occupancy';
export * from './shelf-life';
export * from './codes';
export * from './crops';
export * from './target-range';
export * from './glossary';
export * from './cold-chain';
export * from './reading-series';
export * from './sms-keywords';
export * from './rate-cards';
export * from './sms-size';
export * from './text-templates';
