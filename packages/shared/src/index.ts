import './zod-locale';
export * from './api/envelope';
export * from './validation/contact';
export * from './money';
export * from './constants';
