import { useEffect, useState } from 'react';
import { Cascader, Checkbox, Form, Input, Modal } from 'antd';
import type { Address, AddressInput, RegionNode } from '@shop/shared';
import { isPhone } from '@shop/shared/validation/contact';
import { useRegionsQuery, useSaveAddress } from '../api/addresses';

interface Values {
  consignee: string;
  phone: string;
  region: string[];
  detail: string;
  is_default: boolean;
}

interface Props {
  open: boolean;
  /** null: a new address. */
  editing: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
  /**
   * Saves somewhere else than the buyer's own list (the head office keeping a store's addresses):
   * a new one becomes the store's default and an edit keeps its own, so the form does not offer it.
   */
  saveAs?: (input: AddressInput) => Promise<Address>;
}

function nameOf(tree: RegionNode[] | undefined, codes: string[]): string[] {
  const names: string[] = [];
  let level = tree;
  for (const c of codes) {
    const node = level?.find((n) => n.code === c);
    names.push(node?.name ?? '');
    level = node?.children;
  }
  return names;
}

/** 新增/编辑收货地址: the region tree is fetched only when the modal first opens. */
export function AddressModal({ open, editing, onClose, onSaved, saveAs }: Props) {
  const [form] = Form.useForm<Values>();
  const regions = useRegionsQuery(open);
  const save = useSaveAddress();
  const [savingElsewhere, setSavingElsewhere] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        consignee: editing.consignee,
        phone: editing.phone,
        region: [editing.province_code, editing.city_code, editing.district_code],
        detail: editing.detail,
        is_default: editing.is_default,
      });
    }
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const [province_code = '', city_code = '', district_code = ''] = v.region;
    const [province, city, district] = nameOf(regions.data, v.region);
    const input: AddressInput = {
      consignee: v.consignee.trim(),
      phone: v.phone.trim(),
      province_code,
      city_code,
      district_code,
      province,
      city,
      district,
      detail: v.detail.trim(),
      is_default: saveAs ? (editing?.is_default ?? true) : v.is_default,
    };
    if (!saveAs) return onSaved(await save.mutateAsync({ id: editing?.id ?? null, input }));
    setSavingElsewhere(true);
    try {
      onSaved(await saveAs(input));
    } finally {
      setSavingElsewhere(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      okText="保存地址"
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={save.isPending || savingElsewhere}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={{ is_default: false }}>
        <Form.Item
          name="consignee"
          label="收货人"
          rules={[
            { required: true, whitespace: true, message: '请输入收货人' },
            { max: 20, message: '收货人姓名过长' },
          ]}
        >
          <Input placeholder="收货人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="联系电话"
          rules={[
            { required: true, whitespace: true, message: '请输入联系电话' },
            {
              validator: (_r, value: string | undefined) =>
                !value || isPhone(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('联系电话格式不正确（手机号或区号-座机号）')),
            },
          ]}
        >
          <Input placeholder="手机号码，或区号-座机号如 0571-88886666" maxLength={13} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          rules={[{ required: true, len: 3, type: 'array', message: '请选择省/市/区县' }]}
        >
          <Cascader<RegionNode>
            options={regions.data ?? []}
            loading={regions.isLoading}
            fieldNames={{ label: 'name', value: 'code', children: 'children' }}
            placeholder="请选择省 / 市 / 区县"
            showSearch
            aria-label="所在地区"
          />
        </Form.Item>
        <Form.Item
          name="detail"
          label="详细地址"
          rules={[
            { required: true, whitespace: true, message: '请输入详细地址' },
            { min: 4, message: '详细地址至少4个字' },
            { max: 120, message: '详细地址过长' },
          ]}
        >
          <Input.TextArea placeholder="街道、门牌号、店面名称" rows={2} maxLength={120} showCount />
        </Form.Item>
        {!saveAs && (
          <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 5 }}>
            <Checkbox>设为默认收货地址</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
