/**
 * The suggestion dictionary (table search_terms) is kept by search-terms.repo.ts. Other modules
 * (erp's goods and stock sync) and the seed refresh it through these names, never the repository.
 */
export { refreshBuyableFor, refreshSearchTerms, refreshSearchTermsFor } from './search-terms.repo';
