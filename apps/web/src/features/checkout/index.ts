/** What other features may use of this feature (lint rule boundaries/imports). */
export { useRegionsQuery } from './api/addresses';
export { AddressModal } from './components/AddressModal';
export { CheckoutHeader } from './components/CheckoutSteps';
