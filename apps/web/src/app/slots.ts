import type { ComponentType } from 'react';

/**
 * Named layout slots that other slices fill by creating one file, without editing the layout:
 *   headerSearch — src/features/search/components/HeaderSearch.tsx, `export function HeaderSearch()`
 *   miniCart     — src/features/cart/components/MiniCart.tsx, `export function MiniCart()`
 * Vite resolves the globs at build time; while a file does not exist the slot renders nothing.
 */
const searchModules = import.meta.glob<{ HeaderSearch?: ComponentType }>(
  '../features/search/components/HeaderSearch.tsx',
  { eager: true },
);
const cartModules = import.meta.glob<{ MiniCart?: ComponentType }>(
  '../features/cart/components/MiniCart.tsx',
  {
    eager: true,
  },
);

export const layoutSlots: { headerSearch: ComponentType | null; miniCart: ComponentType | null } = {
  headerSearch: Object.values(searchModules)[0]?.HeaderSearch ?? null,
  miniCart: Object.values(cartModules)[0]?.MiniCart ?? null,
};
