import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { searchBuyers } from '../api/finance-extra';

interface Option {
  value: number;
  label: string;
}

/** A buyer picked by company name, account or credit code (the server's buyer list searches). */
export function BuyerPicker({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    // Typing settles for a moment before the list is asked for.
    const timer = setTimeout(() => {
      void searchBuyers(keyword).then((r) => {
        if (live)
          setOptions(r.list.map((b) => ({ value: b.id, label: `${b.company || b.name}（${b.username}）` })));
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return (
    <Select<number>
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      notFoundContent={keyword ? '没有匹配的客户' : '请输入关键词'}
      placeholder="输入客户名称、账号或信用代码"
      style={{ width: 340 }}
      value={value}
      options={options}
      onChange={onChange}
      aria-label="客户"
    />
  );
}
