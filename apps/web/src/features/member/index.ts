/** What other features may use of this feature (lint rule boundaries/imports). */
export { useAddressListQuery } from './api/addresses';
export { MemberFrame } from './components/MemberSideNav';
