import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { useStoresQuery } from '../../account/api/stores';
import { useCopyLines } from '../api/copy-lines';
import { message } from '../../../lib/feedback';

/**
 * 复制到门店 for a chain: the selected lines go into the carts of the stores picked, each store then
 * orders them for itself. Shown only to an account that belongs to a chain with other stores.
 */
export function CopyToStores({ selectedIds }: { selectedIds: number[] }) {
  const stores = useStoresQuery().data;
  const copy = useCopyLines();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const others = (stores?.list ?? []).filter((s) => !s.is_current && s.is_passed);
  if (!stores?.chain || others.length === 0) return null;

  const submit = () =>
    copy.mutate(
      { ids: selectedIds, stores: picked },
      {
        onSuccess: (r) => {
          const skipped = r.skipped.length > 0 ? `，${r.skipped.length}种商品该门店不可购买已跳过` : '';
          message.success(`已复制${r.copied}条到所选门店${skipped}`);
          setOpen(false);
          setPicked([]);
        },
      },
    );

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={selectedIds.length === 0}>
        复制到门店
      </Button>
      <Modal
        title="复制选中商品到门店购物车"
        open={open}
        okText="复制"
        cancelText="取消"
        okButtonProps={{ disabled: picked.length === 0, loading: copy.isPending }}
        onOk={submit}
        onCancel={() => setOpen(false)}
      >
        <p>已选 {selectedIds.length} 种商品，复制到：</p>
        <Checkbox.Group
          value={picked}
          onChange={(v) => setPicked(v)}
          options={others.map((s) => ({ value: s.user_id, label: `${s.company}（${s.username}）` }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Modal>
    </>
  );
}
