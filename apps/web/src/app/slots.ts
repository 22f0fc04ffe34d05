import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
// Not eager: the mini cart lives in the right toolbar, which loads after the page (AppLayout), and
// brings antd's Badge, Popconfirm, Empty and Spin with it.
const cartLoader = Object.values(
  import.meta.glob<{ MiniCart?: ComponentType }>('../features/cart/components/MiniCart.tsx'),
)[0];
const NoMiniCart = () => null;

export const layoutSlots: {
  headerSearch: ComponentType | null;
  miniCart: LazyExoticComponent<ComponentType> | null;
} = {
  headerSearch: Object.values(searchModules)[0]?.HeaderSearch ?? null,
  miniCart: cartLoader ? lazy(() => cartLoader().then((m) => ({ default: m.MiniCart ?? NoMiniCart }))) : null,
};
