/** What other features may use of this feature (lint rule boundaries/imports). */
export { GoodsLots } from './pages/GoodsLots';
