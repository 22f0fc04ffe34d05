import { Button, Table, Tag } from 'antd';
import type { Store } from '@shop/shared';

const STATUS_COLOR: Record<string, string> = { 已认证: 'green', 审核中: 'orange', 未通过: 'red' };

/** The chain's accounts: head office first; "为该门店采购" switches the session to that store. */
export function StoreTable({
  stores,
  canSwitch,
  switching,
  onSwitch,
}: {
  stores: Store[];
  canSwitch: boolean;
  switching?: number | null;
  onSwitch?: (s: Store) => void;
}) {
  return (
    <Table<Store>
      size="small"
      rowKey="user_id"
      pagination={false}
      dataSource={stores}
      columns={[
        {
          title: '门店',
          dataIndex: 'company',
          render: (v: string, s) => (
            <>
              {v} {s.is_head && <Tag color="blue">总部</Tag>}
              {s.is_current && <Tag color="green">当前</Tag>}
            </>
          ),
        },
        { title: '登录账号', dataIndex: 'username', width: 110 },
        { title: '联系人', dataIndex: 'contact_name', width: 80 },
        { title: '手机号', dataIndex: 'phone', width: 110 },
        { title: '地址', dataIndex: 'address', ellipsis: true },
        {
          title: '资质',
          dataIndex: 'status_text',
          width: 70,
          render: (v: string) => <Tag color={STATUS_COLOR[v] ?? 'default'}>{v}</Tag>,
        },
        ...(canSwitch && onSwitch
          ? [
              {
                title: '操作',
                key: 'op',
                width: 110,
                render: (_: unknown, s: Store) =>
                  s.is_current ? (
                    <span style={{ color: '#999' }}>正在采购</span>
                  ) : (
                    <Button
                      size="small"
                      type="link"
                      loading={switching === s.user_id}
                      onClick={() => onSwitch(s)}
                    >
                      {s.is_head ? '切回总部' : '为该门店采购'}
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
