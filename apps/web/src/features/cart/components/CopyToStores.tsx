import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useStoresQuery } from '../../account';

// antd's Modal (~9 KB compressed) is not needed until the buyer opens the picker: the cart paints
// without it, and the first click loads it.
const CopyToStoresDialog = lazy(() =>
  import('./CopyToStoresDialog').then((m) => ({ default: m.CopyToStoresDialog })),
);

/**
 * 复制到门店 for a chain: the selected lines go into the carts of the stores picked, each store then
 * orders them for itself. Shown only to an account that belongs to a chain with other stores.
 */
export function CopyToStores({ selectedIds }: { selectedIds: number[] }) {
  const stores = useStoresQuery().data;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the modal keeps its closing animation and picks.
  const [opened, setOpened] = useState(false);
  const others = (stores?.list ?? []).filter((s) => !s.is_current && s.is_passed);
  if (!stores?.chain || others.length === 0) return null;

  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={selectedIds.length === 0}
      >
        复制到门店
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CopyToStoresDialog
            selectedIds={selectedIds}
            stores={others}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
