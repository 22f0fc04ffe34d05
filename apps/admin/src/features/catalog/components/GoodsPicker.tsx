import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { fetchGoods } from '../api/goods';

interface Props {
  value?: number | number[];
  onChange?: (v: number | number[]) => void;
  multiple?: boolean;
  placeholder?: string;
}

/** Picks goods by the storefront's search (name, initials, approval number, barcode or id). */
export function GoodsPicker({ value, onChange, multiple, placeholder }: Props) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'goods-pick', keyword],
    queryFn: () => fetchGoods({ keyword, page_size: 20 }),
    enabled: keyword !== '',
  });
  const label = (g: { id: number; name: string; ypgg: string; base_price: string }) =>
    `#${g.id} ${g.name} ${g.ypgg}（${g.base_price}）`;
  const options = (data?.list ?? []).map((g) => ({ value: g.id, label: label(g) }));
  const chosen = (Array.isArray(value) ? value : value ? [value] : []).filter(
    (id) => !options.some((o) => o.value === id),
  );
  // A saved form holds only ids: name them, so an operator editing sees which goods they are.
  const named = useQuery({
    queryKey: ['admin', 'goods-pick', 'ids', chosen.join(',')],
    queryFn: () => fetchGoods({ ids: chosen.slice(0, 100).join(','), page_size: 100 }),
    enabled: chosen.length > 0,
  });
  const names = new Map((named.data?.list ?? []).map((g) => [g.id, label(g)]));
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={onChange}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      placeholder={placeholder ?? '输入商品名、拼音首字母或编号搜索'}
      options={[...chosen.map((id) => ({ value: id, label: names.get(id) ?? `#${id}` })), ...options]}
      notFoundContent={keyword ? '没有匹配的商品' : '请输入关键词'}
    />
  );
}
