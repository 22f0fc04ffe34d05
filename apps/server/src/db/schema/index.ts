export * from './users';
export * from './catalog';
export * from './content';
export * from './cart';
export * from './promotions';
export * from './orders';
export * from './wallet';
export * from './chat';
