import 'reflect-metadata';
export * from './messages';
export * from './validate';
export * from './account';
export * from './catalogue';
export * from './item';
export * from './order';
export * from './settings';
export * from './query';
