import type { ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormListFieldData } from 'antd/es/form/FormList';

type Name = string | (string | number)[];
export const need = (label: string) => [{ required: true, message: `请输入${label}` }];

/** A yuan amount ("12.50"); required unless `optional`. */
export function Money({ name, label, optional }: { name: Name; label: string; optional?: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={optional ? [] : need(label)}>
      <Input prefix="¥" style={{ width: 130 }} />
    </Form.Item>
  );
}

/** A whole number in [min, max]; required when `required`. */
export function Count(p: { name: Name; label: string; min?: number; max?: number; required?: boolean }) {
  return (
    <Form.Item name={p.name} label={p.label} rules={p.required ? need(p.label) : []}>
      <InputNumber min={p.min ?? 1} max={p.max} />
    </Form.Item>
  );
}

/** A one-line text, at most `max` characters. */
export function Text(p: { name: Name; label: string; max?: number; required?: boolean }) {
  return (
    <Form.Item name={p.name} label={p.label} rules={p.required ? need(p.label) : []}>
      <Input maxLength={p.max ?? 30} />
    </Form.Item>
  );
}

/** 活动时间 and 上线: every kind but coupons runs in a window and can be switched off. */
export function WindowFields() {
  return (
    <Space wrap>
      <Form.Item name="range" label="活动时间（留空为不限）">
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="is_active" valuePropName="checked" label="状态">
        <Checkbox>上线</Checkbox>
      </Form.Item>
    </Space>
  );
}

/** Rows an operator adds and removes (tiers, items, sections): each row, a delete, and 添加. */
export function RowList(p: {
  name: string;
  addLabel: string;
  blank?: Record<string, unknown>;
  row: (f: FormListFieldData) => ReactNode;
}) {
  return (
    <Form.List name={p.name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => (
            <Space key={f.key} align="end" style={{ display: 'flex' }}>
              {p.row(f)}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(f.name)}
                style={{ marginBottom: 24 }}
              />
            </Space>
          ))}
          <div style={{ marginBottom: 12 }}>
            <Button size="small" icon={<PlusOutlined />} onClick={() => add(p.blank)}>
              {p.addLabel}
            </Button>
          </div>
        </>
      )}
    </Form.List>
  );
}
