import { useState } from 'react';
import { Select } from 'antd';
import { useMakers } from '../api/goods';

/** Searches makers by name, short name or initials as the operator types. */
export function MakerSelect(props: {
  id?: string;
  value?: number;
  onChange?: (v: number) => void;
  initialLabel?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useMakers(keyword);
  const options = (data?.list ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (props.value && props.initialLabel && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: props.initialLabel });
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      options={options}
      placeholder="输入厂家名称或拼音首字母"
    />
  );
}
