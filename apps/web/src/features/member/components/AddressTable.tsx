import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Address } from '@shop/shared';
import { message } from '../../../lib/feedback';

interface Props {
  addresses: Address[];
  loading: boolean;
  onEdit: (a: Address) => void;
  onRemove: (a: Address) => Promise<unknown>;
  onMakeDefault: (a: Address) => Promise<unknown>;
  emptyText: string;
}

/**
 * Addresses with 编辑 / 删除 / 设为默认 on each row: the buyer's own (会员中心) and a store's, kept
 * by its head office (连锁总部); each passes the calls for its own list.
 */
export function AddressTable({ addresses, loading, onEdit, onRemove, onMakeDefault, emptyText }: Props) {
  const [makingDefault, setMakingDefault] = useState<number | null>(null);

  const columns: TableColumnsType<Address> = [
    { title: '收货人', dataIndex: 'consignee', width: 110 },
    { title: '联系电话', dataIndex: 'phone', width: 140 },
    {
      title: '所在地区',
      key: 'region',
      width: 200,
      render: (_v, a) => `${a.province} ${a.city} ${a.district}`,
    },
    { title: '详细地址', dataIndex: 'detail' },
    {
      title: '操作',
      key: 'ops',
      width: 210,
      render: (_v, a) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(a)}>
            编辑
          </Button>
          <Popconfirm
            title="确定删除该收货地址吗？"
            okText="删除"
            cancelText="取消"
            onConfirm={() =>
              onRemove(a).then(
                () => message.success('地址已删除'),
                () => undefined,
              )
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
          {a.is_default ? (
            <Tag color="green">默认地址</Tag>
          ) : (
            <Button
              type="link"
              size="small"
              loading={makingDefault === a.id}
              onClick={() => {
                setMakingDefault(a.id);
                onMakeDefault(a)
                  .then(
                    () => message.success('已设为默认地址'),
                    () => undefined,
                  )
                  .finally(() => setMakingDefault(null));
              }}
            >
              设为默认
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Address>
      size="small"
      bordered
      rowKey="id"
      columns={columns}
      dataSource={addresses}
      loading={loading}
      pagination={false}
      locale={{ emptyText }}
    />
  );
}
