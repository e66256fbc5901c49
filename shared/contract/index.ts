export * from './entities';
export * from './envelope';
export * from './settings';
export * from './api';
