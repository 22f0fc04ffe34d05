import { useRef, useState } from 'react';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { fetchLots, type AdminLot } from '../api/lots';
import { lotColumns } from '../components/lotColumns';
import { ReceiveModal } from '../components/ReceiveModal';

/** The lots of one goods (a tab of its edit page), with 入库. */
export function GoodsLots({ goodsId }: { goodsId: number }) {
  const ref = useRef<ActionType>(null);
  const [open, setOpen] = useState(false);
  const reload = () => void ref.current?.reload();
  return (
    <>
      <ProTable<AdminLot>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={lotColumns(false)}
        scroll={{ x: 1100 }}
        request={async (p) => {
          const res = await fetchLots({ goods_id: goodsId, page: p.current, page_size: p.pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        headerTitle="批次（先到期先出）"
        toolBarRender={() => [
          <Button key="in" type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            批次入库
          </Button>,
        ]}
      />
      <ReceiveModal goodsId={goodsId} open={open} onClose={() => setOpen(false)} onDone={reload} />
    </>
  );
}
