import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Space, message } from 'antd';
import { adjustLot, correctLot, freezeLot, setLotReport, type AdminLot } from '../api/lots';
import { CorrectDatesModal } from './CorrectDatesModal';
import { ReportUpload } from './ReportUpload';

/** 调整 (with a reason), 冻结/解冻, 更正日期, 药检报告 for one lot row. */
export function LotActions({ lot, onDone }: { lot: AdminLot; onDone: () => void }) {
  const [adjusting, setAdjusting] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const done = (msg: string) => {
    message.success(msg);
    onDone();
  };
  return (
    <Space size={4}>
      <Button size="small" type="link" onClick={() => setAdjusting(true)}>
        调整
      </Button>
      <Button
        size="small"
        type="link"
        danger={!lot.frozen}
        onClick={() => {
          // GSP: both the hold and the release say why; the API refuses an empty reason.
          let reason = '';
          const verb = lot.frozen ? '解冻' : '冻结';
          Modal.confirm({
            title: `${verb}批号 ${lot.batch_no}？`,
            content: (
              <Input
                autoFocus
                placeholder={lot.frozen ? '解冻原因，如 药检合格' : '冻结原因，如 药检复核'}
                onChange={(e) => (reason = e.target.value)}
              />
            ),
            okText: verb,
            okButtonProps: { danger: !lot.frozen },
            onOk: () => {
              if (!reason.trim()) {
                void message.error(`请填写${verb}原因`);
                return Promise.reject(new Error('reason'));
              }
              return freezeLot(lot.id, !lot.frozen, reason.trim()).then(() =>
                done(lot.frozen ? '批次已解冻' : '批次已冻结，停止销售'),
              );
            },
          });
        }}
      >
        {lot.frozen ? '解冻' : '冻结'}
      </Button>
      <Button size="small" type="link" onClick={() => setCorrecting(true)}>
        更正日期
      </Button>
      <ReportUpload
        value={lot.report_url}
        onChange={(url) => void setLotReport(lot.id, url).then(() => done('药检报告已保存'))}
      />
      <CorrectDatesModal
        lot={lot}
        open={correcting}
        onClose={() => setCorrecting(false)}
        submit={(v) => correctLot(lot.id, v)}
        onDone={() => done('批次日期已更正')}
      />
      <Modal
        title={`库存调整：${lot.goods_name} 批号 ${lot.batch_no}（现有 ${lot.stock}）`}
        open={adjusting}
        onCancel={() => setAdjusting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            void adjustLot(lot.id, v.delta, v.reason).then(() => {
              setAdjusting(false);
              done('库存已调整');
            })
          }
        >
          <Form.Item
            name="delta"
            label="调整数量（减少填负数）"
            rules={[{ required: true, message: '请输入调整数量' }]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label="调整原因" rules={[{ required: true, message: '请输入调整原因' }]}>
            <Input placeholder="盘点差异 / 破损 / 退货入库" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
