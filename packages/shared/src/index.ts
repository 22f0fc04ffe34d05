import './zod-locale';
export * from './api/envelope';
export * from './validation/contact';
export * from './money';
export * from './constants';
export * from './rules/purchase-eligibility';
export * from './pricing/index';
export * from './contracts/index';
