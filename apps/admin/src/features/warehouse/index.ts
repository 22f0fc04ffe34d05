/** What other features may use of this feature (lint rule boundaries/imports). */
export { deliveryNotesPdf, pickListPdf } from './api/warehouse';
