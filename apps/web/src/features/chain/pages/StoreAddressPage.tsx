import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@shop/shared';
import { AddressModal } from '../../checkout';
import { AddressTable, asDefault } from '../../member';
import { message } from '../../../lib/feedback';
import {
  addStoreAddress,
  chainKey,
  editStoreAddress,
  removeStoreAddress,
  storeAddressesKey,
  useStoreAddresses,
} from '../api/chain';
import { StoreFrame, useStoreId } from '../components/StoreFrame';

/**
 * /zhzx/lszb/:storeId/addr 门店收货地址: where the store's goods go. The head office adds an
 * address, which becomes the store's default, and edits, removes or re-defaults the store's
 * addresses as the store itself would.
 */
export default function StoreAddressPage() {
  const storeId = useStoreId();
  const qc = useQueryClient();
  const list = useStoreAddresses(storeId);
  const [modal, setModal] = useState<{ open: boolean; editing: Address | null }>({
    open: false,
    editing: null,
  });
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: storeAddressesKey(storeId) }),
      qc.invalidateQueries({ queryKey: [...chainKey, 'overview'] }),
    ]);
  const save = (input: AddressInput) =>
    modal.editing ? editStoreAddress(storeId, modal.editing.id, input) : addStoreAddress(storeId, input);
  return (
    <StoreFrame
      title="收货地址"
      extra={
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setModal({ open: true, editing: null })}
        >
          新增门店收货地址
        </Button>
      }
    >
      <AddressTable
        addresses={list.data ?? []}
        loading={list.isLoading}
        onEdit={(a) => setModal({ open: true, editing: a })}
        onRemove={(a) => removeStoreAddress(storeId, a.id).then(refresh)}
        onMakeDefault={(a) => editStoreAddress(storeId, a.id, asDefault(a)).then(refresh)}
        emptyText="该门店还没有收货地址，请点击“新增门店收货地址”"
      />
      <AddressModal
        open={modal.open}
        editing={modal.editing}
        saveAs={save}
        onClose={() => setModal({ open: false, editing: null })}
        onSaved={() => {
          message.success(modal.editing ? '门店收货地址已保存' : '门店收货地址已设置，并设为默认地址');
          setModal({ open: false, editing: null });
          void refresh();
        }}
      />
    </StoreFrame>
  );
}
