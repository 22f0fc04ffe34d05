import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Checkbox, Tag } from 'antd';
import type { FacetCount, GoodsListParams, GoodsPage } from '@shop/shared';
import { withFilters, type FilterKey } from '../lib/filters';
import { RadioChoices } from '../../../components/common/RadioChoices';
import { NumberStepper } from '../../../components/common/NumberStepper';

// antd's Cascader (with Select, Tree and a virtual list, ~15 KB compressed) loads after the list
// has painted; until then a box of the same size and look holds its place.
const CategoryPicker = lazy(() => import('./CategoryPicker').then((m) => ({ default: m.CategoryPicker })));
const pickerPlaceholder = (
  <span className="ky-cat-placeholder" aria-hidden="true">
    全部分类
  </span>
);

const SORTS = [
  ['default', '综合'],
  ['sales', '销量'],
  ['price_asc', '价格↑'],
  ['price_desc', '价格↓'],
  ['newest', '新品'],
] as const;

function FacetRow({ label, name, options }: { label: string; name: FilterKey; options: FacetCount[] }) {
  const [search] = useSearchParams();
  const current = search.get(name);
  // Real links (same page, other query): crawlable, and they open in a new tab like any link.
  const to = (value: string | null) => ({ search: `?${withFilters(search, { [name]: value }).toString()}` });
  return (
    <div className="ky-filter-row">
      <span className="ky-filter-label">{label}：</span>
      <div className="ky-filter-options">
        <Link className={current ? '' : 'is-active'} to={to(null)}>
          不限
        </Link>
        {options.map((o) => (
          <Link key={o.value} className={current === o.value ? 'is-active' : ''} to={to(o.value)}>
            {o.value}
            <span className="ky-muted">({o.count})</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** A price bound from the query ("12.5"), as the price box's number; anything else is no bound. */
const priceOf = (text: string | null) =>
  text === null || text === '' || !Number.isFinite(Number(text)) ? null : Number(text);
/** A price box's number back as a query value; one typed below zero counts as zero, as the box's minimum. */
const priceText = (n: number | null) => (n === null ? null : String(Math.max(n, 0)));

interface Props {
  facets: GoodsPage['facets'];
  categoryName?: string;
  /** A zone's preset filters: shown as set and not removable (the page always sends them). */
  locked?: GoodsListParams;
}

/** One filter bar for the card, table and no-image views; its state is the URL query. */
export function FilterBar({ facets, categoryName, locked = {} }: Props) {
  const [search, setSearch] = useSearchParams();
  const set = (changes: Partial<Record<FilterKey, string | null>>) => setSearch(withFilters(search, changes));
  const [min, setMin] = useState<string | null>(search.get('price_min'));
  const [max, setMax] = useState<string | null>(search.get('price_max'));
  const flag = (key: FilterKey) => key in locked || search.get(key) === '1';

  return (
    <div className="ky-filter">
      <div className="ky-filter-row ky-filter-center">
        <span className="ky-filter-label">分类：</span>
        {'select' in locked ? null : (
          <Suspense fallback={pickerPlaceholder}>
            <CategoryPicker />
          </Suspense>
        )}
        {categoryName && <Tag color="green">{categoryName}</Tag>}
      </div>
      <FacetRow label="生产厂家" name="manufacturer" options={facets?.manufacturers ?? []} />
      <FacetRow label="剂型" name="dosage_form" options={facets?.dosage_forms ?? []} />
      <div className="ky-filter-row">
        <span className="ky-filter-label">处方类型：</span>
        <RadioChoices
          value={search.get('rx') ?? ''}
          onChange={(v) => set({ rx: v || null })}
          options={[
            { label: '不限', value: '' },
            { label: '处方药', value: 'rx' },
            { label: '甲类OTC', value: 'otc_a' },
            { label: '乙类OTC', value: 'otc_b' },
          ]}
        />
      </div>
      <div className="ky-filter-row ky-filter-sortbar">
        <span className="ky-filter-group">
          {SORTS.map(([value, label]) => (
            <Button
              key={value}
              size="small"
              type={(search.get('sort') ?? 'default') === value ? 'primary' : 'default'}
              onClick={() => set({ sort: value === 'default' ? null : value })}
            >
              {label}
            </Button>
          ))}
        </span>
        <Checkbox
          checked={flag('in_stock')}
          onChange={(e) => set({ in_stock: e.target.checked ? '1' : null })}
        >
          仅看有货
        </Checkbox>
        <Checkbox
          checked={flag('near_expiry')}
          disabled={'near_expiry' in locked}
          onChange={(e) => set({ near_expiry: e.target.checked ? '1' : null })}
        >
          近效期
        </Checkbox>
        <span className="ky-filter-group">
          <NumberStepper
            size="small"
            min={0}
            placeholder="¥最低"
            value={priceOf(min)}
            onChange={(n) => setMin(priceText(n))}
            onCommit={(n) => setMin(priceText(n))}
            width={80}
          />
          -
          <NumberStepper
            size="small"
            min={0}
            placeholder="¥最高"
            value={priceOf(max)}
            onChange={(n) => setMax(priceText(n))}
            onCommit={(n) => setMax(priceText(n))}
            width={80}
          />
          <Button size="small" onClick={() => set({ price_min: min, price_max: max })}>
            确定
          </Button>
        </span>
      </div>
    </div>
  );
}
