import { useState } from 'react';
import { Alert, Button, Table, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { UPLOAD_ACCEPT, type ReceiptOrder } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { useReceipts, useSubmitReceipt } from '../api/receipts';
import { fmtTime } from '../lib/time';
import { message } from '../../../lib/feedback';

const COLOR = { pending: 'orange', overdue: 'red', uploaded: 'green' } as const;

/** /hmdd (aliases /order_hmdd, /order_hmdd_index) 含麻黄碱订单: upload each order's signed receipt. */
export default function ReceiptsPage() {
  const [page, setPage] = useState(1);
  const q = useReceipts(page);
  const submit = useSubmitReceipt();
  const send = (r: ReceiptOrder, file: File) => {
    submit.mutate(
      { orderId: r.order_id, file },
      { onSuccess: () => message.success(`订单${r.order_no}的签收回执已上传`) },
    );
    return false;
  };
  const days = q.data?.days ?? 15;
  return (
    <MemberFrame>
      <Panel title="含麻黄碱订单">
        <p style={{ color: '#666', marginTop: 0 }}>
          按照含麻黄碱类复方制剂的销售管理规定，每笔含麻黄碱订单到货后，请在发货之日起{days}
          天内上传加盖公章的签收回执（照片或PDF）。逾期未上传将暂停购买含麻黄碱类药品。
        </p>
        {(q.data?.overdue ?? 0) > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 10 }}
            title={`您有${q.data?.overdue}笔订单的签收回执已逾期，上传后即可恢复购买含麻黄碱类药品。`}
          />
        )}
        <Table
          size="small"
          bordered
          rowKey="order_id"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: '暂无已发货的含麻黄碱订单' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: q.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: '订单号',
              width: 215,
              render: (_, r) => <Link to={`/order/info/${r.order_id}`}>{r.order_no}</Link>,
            },
            { title: '商品', dataIndex: 'goods', ellipsis: true },
            { title: '发货时间', width: 140, render: (_, r) => fmtTime(r.shipped_at) },
            { title: '回执截止', dataIndex: 'due_on', width: 100 },
            {
              title: '状态',
              width: 80,
              render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>,
            },
            {
              title: '签收回执',
              width: 200,
              render: (_, r) => (
                <>
                  {r.receipt && (
                    <a href={r.receipt.url} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
                      查看回执
                    </a>
                  )}
                  <Upload accept={UPLOAD_ACCEPT} showUploadList={false} beforeUpload={(f) => send(r, f)}>
                    <Button size="small" icon={<UploadOutlined />} loading={submit.isPending}>
                      {r.receipt ? '重新上传' : '上传回执'}
                    </Button>
                  </Upload>
                </>
              ),
            },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
