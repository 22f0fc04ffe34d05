/** What other features may use of this feature (lint rule boundaries/imports). */
export { startImport, uploadFile } from './api/files';
export { useCategories } from './api/goods';
export { DeleteLink } from './components/DeleteLink';
export { GoodsPicker } from './components/GoodsPicker';
export { ImageUpload } from './components/ImageUpload';
export { RichTextEditor } from './components/RichTextEditor';
