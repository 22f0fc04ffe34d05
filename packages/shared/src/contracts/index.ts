export * from './common';
export * from './id-card';
export * from './enums';
export * from './address';
export * from './checkout';
export * from './payment';
export * from './order';
export * from './wallet';
