/** What other features may use of this feature (lint rule boundaries/imports). */
export { useVouchersQuery } from './api/credit';
export { VoucherForm } from './components/VoucherForm';
export { VoucherList } from './components/VoucherList';
export { StatementSheet } from './components/StatementSheet';
export { StatementToolbar } from './components/StatementToolbar';
