/** What other features may use of this feature (lint rule boundaries/imports). */
export { useAddToCart } from './api/add-to-cart';
export { refreshCart } from './api/keys';
