import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MAX_ADDRESSES, type Address } from '@shop/shared';
import { AddressModal } from '../../checkout';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useAddressListQuery, useDeleteAddress, useSetDefaultAddress } from '../api/addresses';
import { AddressTable } from '../components/AddressTable';
import '../member.css';
import { message } from '../../../lib/feedback';

/** /zhzx/addr 收货地址: list, add and edit through the checkout's address modal, delete, set default. */
export default function AddressPage() {
  const list = useAddressListQuery();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [modal, setModal] = useState<{ open: boolean; editing: Address | null }>({
    open: false,
    editing: null,
  });
  const addresses = list.data ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  return (
    <MemberFrame>
      <Panel
        title={
          <>
            收货地址
            <span style={{ fontWeight: 400, color: '#999', fontSize: 12, marginLeft: 8 }}>
              已保存 {addresses.length} 个，最多 {MAX_ADDRESSES} 个
            </span>
          </>
        }
        extra={
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => setModal({ open: true, editing: null })}
          >
            新增收货地址
          </Button>
        }
      >
        <AddressTable
          addresses={addresses}
          loading={list.isLoading}
          onEdit={(a) => setModal({ open: true, editing: a })}
          onRemove={(a) => remove.mutateAsync(a.id)}
          onMakeDefault={(a) => setDefault.mutateAsync(a)}
          emptyText="您还没有收货地址，请点击“新增收货地址”"
        />
      </Panel>
      <AddressModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
        onSaved={() => {
          setModal({ open: false, editing: null });
          message.success('地址已保存');
        }}
      />
    </MemberFrame>
  );
}
