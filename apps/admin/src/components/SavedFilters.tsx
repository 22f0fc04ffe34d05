import { useState, type RefObject } from 'react';
import { App, Button, Input, Popconfirm, Popover, Select, Space, type FormInstance } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { SavedFilterTable, SavedFilterValues } from '@shop/shared';
import { savableFilters, useSavedFilters } from '../lib/saved-filters';

interface Props {
  table: SavedFilterTable;
  /** The table's search form (ProTable's `formRef`). */
  form: RefObject<FormInstance | undefined>;
}

/**
 * 常用筛选 above a queue table: save the search form's values under a name, pick a saved set
 * to fill the form and search again, delete one. Kept on the server per operator.
 */
export function SavedFilters({ table, form }: Props) {
  const { message } = App.useApp();
  const { filters, save, remove } = useSavedFilters(table);
  const [picked, setPicked] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const pickedSet = filters.find((f) => f.id === picked);
  // Picking a set replaces the whole form (fields it does not name are cleared), then searches.
  const apply = (values: SavedFilterValues) => {
    const f = form.current;
    if (!f) return;
    f.setFieldsValue(
      Object.fromEntries(
        Object.keys(f.getFieldsValue() as Record<string, unknown>).map((k) => [k, undefined]),
      ),
    );
    f.setFieldsValue(values);
    f.submit();
  };

  const saveNow = async () => {
    const values = savableFilters((form.current?.getFieldsValue() ?? {}) as Record<string, unknown>);
    if (Object.keys(values).length === 0) return void message.warning('请先设置筛选条件再保存');
    const saved = await save.mutateAsync({ name: name.trim(), filters: values });
    message.success(`已保存常用筛选「${saved.name}」`);
    setPicked(saved.id);
    setNaming(false);
    setName('');
  };
  return (
    <Space size={4}>
      <Select<number>
        size="small"
        style={{ width: 170 }}
        placeholder="常用筛选"
        value={pickedSet ? picked : null}
        notFoundContent="还没有保存的筛选"
        options={filters.map((f) => ({ value: f.id, label: f.name }))}
        onChange={(id) => {
          const f = filters.find((x) => x.id === id);
          setPicked(id);
          if (f) apply(f.filters as SavedFilterValues);
        }}
      />
      {pickedSet && (
        <Popconfirm
          title={`删除常用筛选「${pickedSet.name}」？`}
          onConfirm={async () => {
            await remove.mutateAsync(pickedSet.id);
            setPicked(null);
            message.success('已删除');
          }}
        >
          <Button size="small" icon={<DeleteOutlined />} aria-label="删除常用筛选" />
        </Popconfirm>
      )}
      <Popover
        open={naming}
        onOpenChange={setNaming}
        trigger="click"
        title="保存当前筛选"
        content={
          <Space.Compact>
            <Input
              size="small"
              autoFocus
              maxLength={20}
              placeholder="方案名称，如 本周待发货"
              value={name}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => void saveNow()}
            />
            <Button
              size="small"
              type="primary"
              loading={save.isPending}
              disabled={!name.trim()}
              onClick={() => void saveNow()}
            >
              保存
            </Button>
          </Space.Compact>
        }
      >
        <Button size="small" icon={<SaveOutlined />}>
          保存筛选
        </Button>
      </Popover>
    </Space>
  );
}
