/** Test helpers other features' tests may use (lint rule boundaries/imports). */
export { renderPage } from './testing/renderPage';
