import { useEffect, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { Button, Descriptions, Form, InputNumber, Space, message } from 'antd';
import { useCan } from '../../../lib/session';
import { fetchCredit, saveCredit } from '../api/finance';

type Credit = Awaited<ReturnType<typeof fetchCredit>>;

/** 授信: finance sets a buyer's credit limit and term (the server audits it). */
export function CreditCard({ userId }: { userId: number }) {
  const can = useCan();
  const [c, setC] = useState<Credit | null>(null);
  useEffect(() => {
    if (can('finance.receivables')) void fetchCredit(userId).then(setC);
  }, [userId, can]);
  if (!c) return null;
  return (
    <ProCard title="账期授信" variant="outlined" style={{ marginTop: 12 }}>
      <Descriptions size="small" column={5}>
        <Descriptions.Item label="授信额度">¥{c.limit}</Descriptions.Item>
        <Descriptions.Item label="账期">{c.term_days} 天</Descriptions.Item>
        <Descriptions.Item label="未还">¥{c.used}</Descriptions.Item>
        <Descriptions.Item label="可用">¥{c.available}</Descriptions.Item>
        <Descriptions.Item label="逾期">¥{c.overdue}</Descriptions.Item>
      </Descriptions>
      {can('finance.credit') && (
        <Form
          layout="inline"
          aria-label="设置授信"
          initialValues={{ limit: Number(c.limit), term_days: c.term_days }}
          onFinish={async (v: { limit: number; term_days: number }) => {
            setC(await saveCredit(userId, { limit: String(v.limit), term_days: v.term_days }));
            void message.success('授信已保存');
          }}
        >
          <Space>
            <Form.Item
              name="limit"
              label="授信额度（元）"
              rules={[{ required: true, message: '请填写授信额度' }]}
            >
              <InputNumber min={0} precision={2} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="term_days"
              label="账期（天）"
              rules={[{ required: true, message: '请填写账期天数' }]}
            >
              <InputNumber min={1} max={365} precision={0} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              保存授信
            </Button>
          </Space>
        </Form>
      )}
    </ProCard>
  );
}
