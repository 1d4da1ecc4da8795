export * from './envelope';
export * from './product';
export * from './events';
