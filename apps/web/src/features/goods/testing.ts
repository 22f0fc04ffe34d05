/** Test helpers other features' tests may use (lint rule boundaries/imports). */
export { goodsCard } from './test/goods-fixture';
export { renderGoods } from './test/render-goods';
