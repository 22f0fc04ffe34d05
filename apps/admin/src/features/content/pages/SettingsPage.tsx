import { useEffect } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSettingsSchema, AdminSettingsInputSchema } from '@shop/shared';
import { api } from '../../../lib/api';

type Settings = z.infer<typeof AdminSettingsSchema>;
const need = (label: string) => [{ required: true, message: `请输入${label}` }];

/** 通用配置: hotline, QQ, licences and legal text of the footer, hot searches, price visibility. */
export function SettingsPage() {
  const { data } = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<Settings>('/content/settings'),
  });
  const [form] = Form.useForm<Settings>();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  // No form before the saved settings arrive: an edit made earlier would be overwritten by the load.
  if (!data)
    return (
      <PageContainer title="通用配置">
        <Skeleton active />
      </PageContainer>
    );
  return (
    <PageContainer title="通用配置">
      <Form
        form={form}
        layout="vertical"
        size="small"
        onFinish={(v) =>
          void api
            .put<unknown, typeof AdminSettingsInputSchema>('/content/settings', v)
            .then(() => message.success('配置已保存'))
        }
      >
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Card size="small" title="联系方式" style={{ marginBottom: 12 }}>
              <Form.Item name="company_name" label="公司名称" rules={need('公司名称')}>
                <Input />
              </Form.Item>
              <Form.Item name="hot_line" label="客服热线" rules={need('客服热线')}>
                <Input />
              </Form.Item>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item name="qq1" label="客服QQ1">
                    <Input />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="qq2" label="客服QQ2">
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card size="small" title="前台" style={{ marginBottom: 12 }}>
              <Form.Item name="hot_searches" label="热门搜索（最多20个）">
                <Select mode="tags" tokenSeparators={[',', '，']} />
              </Form.Item>
              <Form.Item
                name="prices_require_login"
                label="未登录隐藏价格（PRICES_REQUIRE_LOGIN）"
                valuePropName="checked"
              >
                <Switch checkedChildren="登录后可见" unCheckedChildren="游客可见" />
              </Form.Item>
              <Form.Item name="quality_inspection_url" label="药检报告链接">
                <Input />
              </Form.Item>
              <Form.Item name="quality_inspection_msg" label="无链接时的提示">
                <Input />
              </Form.Item>
              <Form.Item
                name="ephedrine_receipt_days"
                label="含麻黄碱订单回执上传期限（发货后天数）"
                rules={[{ required: true, message: '请输入回执上传期限' }]}
              >
                <InputNumber min={1} max={90} precision={0} addonAfter="天" />
              </Form.Item>
              <Form.Item
                name="transfer_window_days"
                label="对公转账等待期限（选择转账后天数，逾期未到账自动取消）"
                rules={[{ required: true, message: '请输入对公转账等待期限' }]}
              >
                <InputNumber min={1} max={30} precision={0} addonAfter="天" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title="证照与法律声明（页脚）" style={{ marginBottom: 12 }}>
              <Form.Item name="icp" label="ICP备案号">
                <Input />
              </Form.Item>
              <Form.Item name="drug_info_license" label="互联网药品信息服务资格证书">
                <Input />
              </Form.Item>
              <Form.Item name="drug_license" label="药品经营许可证">
                <Input />
              </Form.Item>
              <Form.Item name="legal" label="法律声明">
                <Input.TextArea rows={4} />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit">
          保存配置
        </Button>
      </Form>
    </PageContainer>
  );
}
