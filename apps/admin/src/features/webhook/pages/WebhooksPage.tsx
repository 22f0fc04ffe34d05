import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointBody, WebhookSecret } from '@shop/shared';
import {
  createEndpoint,
  deleteEndpoint,
  ENDPOINTS_KEY,
  replayDelivery,
  rotateSecret,
  updateEndpoint,
  useDeliveries,
  useEndpoints,
  type DeliveryFilter,
} from '../api/webhooks';
import { DeliveryTable } from '../components/DeliveryTable';
import { EndpointForm } from '../components/EndpointForm';
import { EndpointTable } from '../components/EndpointTable';
import { SecretNotice } from '../components/SecretNotice';

/** 系统管理 › Webhook 推送: the ERP's push addresses, and what was sent to each, attempt by attempt. */
export function WebhooksPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const endpoints = useEndpoints();
  const [selected, setSelected] = useState<number | null>(null);
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const [page, setPage] = useState(1);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const list = endpoints.data?.list ?? [];
  const current = selected ?? list[0]?.id ?? null;
  const deliveries = useDeliveries(current, filter, page);
  const refresh = () => client.invalidateQueries({ queryKey: ENDPOINTS_KEY });

  const save = async (id: number, body: WebhookEndpointBody) => {
    await updateEndpoint(id, body);
    message.success('推送地址已保存');
    await refresh();
  };
  const rotate = async (id: number) => {
    setSecret(await rotateSecret(id));
    await refresh();
  };
  const remove = async (id: number) => {
    await deleteEndpoint(id);
    message.success('推送地址已删除');
    if (selected === id) setSelected(null);
    await refresh();
  };
  const create = async (body: WebhookEndpointBody) => {
    const created = await createEndpoint(body);
    setSecret(created);
    setSelected(created.endpoint.id);
    await refresh();
  };
  const replay = async (id: number) => {
    await replayDelivery(id);
    message.success('已重新加入推送队列');
    await refresh();
  };

  return (
    <PageContainer
      title="Webhook 推送"
      subTitle="订单、售后、客户与库存事件实时推送到 ERP；每次推送均带 HMAC-SHA256 签名，失败后按指数退避重试24小时"
    >
      <Card
        size="small"
        title="推送地址"
        extra={
          <EndpointForm
            title="新增推送地址"
            trigger={
              <Button type="primary" size="small" icon={<PlusOutlined />}>
                新增推送地址
              </Button>
            }
            onSave={create}
          />
        }
      >
        <EndpointTable
          list={list}
          loading={endpoints.isLoading}
          selected={current}
          onSelect={(id) => {
            setSelected(id);
            setPage(1);
          }}
          onSave={save}
          onRotate={rotate}
          onDelete={remove}
        />
      </Card>
      {current !== null && (
        <Card
          size="small"
          style={{ marginTop: 12 }}
          title={`推送记录：${list.find((e) => e.id === current)?.url ?? ''}`}
        >
          <DeliveryTable
            data={deliveries.data}
            loading={deliveries.isFetching}
            filter={filter}
            onFilter={(f) => {
              setFilter(f);
              setPage(1);
            }}
            onPage={setPage}
            onReplay={replay}
          />
        </Card>
      )}
      <SecretNotice value={secret} onClose={() => setSecret(null)} />
    </PageContainer>
  );
}
