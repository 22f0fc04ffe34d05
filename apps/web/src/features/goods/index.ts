/** What other features may use of this feature (lint rule boundaries/imports). */
export { GoodsImage } from './components/GoodsImage';
export { QtyStepper } from './components/QtyStepper';
export { GoodsListPage } from './pages/GoodsListPage';
