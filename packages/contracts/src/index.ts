export * from './envelope';
export * from './product';
export * from './product-query';
export * from './events';
export * from './order';
export * from './auth';
export * from './rpc';
