import type { ReactElement } from 'react';
import { ModalForm, ProFormCheckbox, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TEXT, type WebhookEndpointBody } from '@shop/shared';

export const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({
  label: `${WEBHOOK_EVENT_TEXT[e]}（${e}）`,
  value: e,
}));

/** 新增 / 编辑 a push address: URL, what it is, the events it wants, on or off. */
export function EndpointForm(props: {
  title: string;
  trigger: ReactElement;
  initial?: WebhookEndpointBody;
  onSave: (body: WebhookEndpointBody) => Promise<unknown>;
}) {
  return (
    <ModalForm<WebhookEndpointBody>
      title={props.title}
      width={560}
      trigger={props.trigger}
      initialValues={props.initial ?? { url: '', description: '', events: ['order.paid'], enabled: true }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        await props.onSave({ ...v, description: v.description ?? '' });
        return true;
      }}
    >
      <ProFormText
        name="url"
        label="推送地址"
        placeholder="https://erp.example.com/shop/webhook"
        rules={[{ required: true, message: '请填写推送地址' }]}
      />
      <ProFormText name="description" label="说明" placeholder="如：英克 ERP 正式环境" />
      <ProFormCheckbox.Group
        name="events"
        label="推送事件"
        layout="vertical"
        options={EVENT_OPTIONS}
        rules={[{ required: true, message: '请至少选择一个推送事件' }]}
      />
      <ProFormSwitch name="enabled" label="启用" />
    </ModalForm>
  );
}
