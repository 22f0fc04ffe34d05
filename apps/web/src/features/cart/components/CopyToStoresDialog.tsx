import { useState } from 'react';
import { Checkbox, Modal } from 'antd';
import type { StoreList } from '@shop/shared';
import { useCopyLines } from '../api/copy-lines';
import { message } from '../../../lib/feedback';

/** The store picker of 复制到门店: loaded only when the buyer opens it (see CopyToStores). */
export function CopyToStoresDialog({
  selectedIds,
  stores,
  open,
  onClose,
}: {
  selectedIds: number[];
  stores: StoreList['list'];
  open: boolean;
  onClose: () => void;
}) {
  const copy = useCopyLines();
  const [picked, setPicked] = useState<number[]>([]);

  const submit = () =>
    copy.mutate(
      { ids: selectedIds, stores: picked },
      {
        onSuccess: (r) => {
          const skipped = r.skipped.length > 0 ? `，${r.skipped.length}种商品该门店不可购买已跳过` : '';
          message.success(`已复制${r.copied}条到所选门店${skipped}`);
          onClose();
          setPicked([]);
        },
      },
    );

  return (
    <Modal
      title="复制选中商品到门店购物车"
      open={open}
      okText="复制"
      cancelText="取消"
      okButtonProps={{ disabled: picked.length === 0, loading: copy.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <p>已选 {selectedIds.length} 种商品，复制到：</p>
      <Checkbox.Group
        value={picked}
        onChange={(v) => setPicked(v)}
        options={stores.map((s) => ({ value: s.user_id, label: `${s.company}（${s.username}）` }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    </Modal>
  );
}
