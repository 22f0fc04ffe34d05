/** What other features may use of this feature (lint rule boundaries/imports). */
export { asDefault, useAddressListQuery } from './api/addresses';
export { AddressTable } from './components/AddressTable';
export { MemberFrame } from './components/MemberSideNav';
