/** What other features may use of this feature (lint rule boundaries/imports). */
export { STATUS_COLOR } from './components/OrderTable';
export { detailLink } from './lib/payLink';
export { fmtTime } from './lib/time';
