export * from './types';
export * from './sources';
export * from './catalogue';
export * from './groups';
