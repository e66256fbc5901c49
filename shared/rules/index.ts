export * from './packSize';
export * from './cart';
export * from './totals';
export * from './reorder';
export * from './token';
export * from './settings';
export * from './dialog';
export * from './search';
