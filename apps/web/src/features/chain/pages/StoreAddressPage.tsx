import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@shop/shared';
import { AddressModal } from '../../checkout';
import { message } from '../../../lib/feedback';
import { addStoreAddress, chainKey, storeAddressesKey, useStoreAddresses } from '../api/chain';
import { StoreFrame, useStoreId } from '../components/StoreFrame';

/**
 * /zhzx/lszb/:storeId/addr 门店收货地址: where the store's goods go. The head office adds an
 * address, which becomes the store's default; the store edits its own list when it signs in.
 */
export default function StoreAddressPage() {
  const storeId = useStoreId();
  const qc = useQueryClient();
  const list = useStoreAddresses(storeId);
  const [open, setOpen] = useState(false);
  return (
    <StoreFrame
      title="收货地址"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          新增门店收货地址
        </Button>
      }
    >
      <Table<Address>
        size="small"
        bordered
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '该门店还没有收货地址，请点击“新增门店收货地址”' }}
        columns={[
          { title: '收货人', dataIndex: 'consignee', width: 110 },
          { title: '联系电话', dataIndex: 'phone', width: 140 },
          { title: '所在地区', width: 200, render: (_v, a) => `${a.province} ${a.city} ${a.district}` },
          { title: '详细地址', dataIndex: 'detail' },
          {
            title: '',
            width: 90,
            render: (_v, a) => (a.is_default ? <Tag color="green">默认地址</Tag> : null),
          },
        ]}
      />
      <AddressModal
        open={open}
        editing={null}
        saveAs={(input) => addStoreAddress(storeId, input)}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          message.success('门店收货地址已设置，并设为默认地址');
          void qc.invalidateQueries({ queryKey: storeAddressesKey(storeId) });
          void qc.invalidateQueries({ queryKey: [...chainKey, 'overview'] });
        }}
      />
    </StoreFrame>
  );
}
