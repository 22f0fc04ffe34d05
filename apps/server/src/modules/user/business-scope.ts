/**
 * 经营范围: the one vocabulary lives in @shop/shared (rules/purchase-eligibility.ts), so the
 * storefront's registration, the back office's approval, goods and the import all agree.
 */
export { SCOPE_LABELS, scopeCode, scopeLabel } from '@shop/shared';
