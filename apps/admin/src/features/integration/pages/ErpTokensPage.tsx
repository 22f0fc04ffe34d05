import { useState } from 'react';
import {
  ModalForm,
  PageContainer,
  ProFormDatePicker,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERP_SCOPES, type AdminErpTokenRow, type ErpScope } from '@shop/shared';
import {
  createErpToken,
  revokeErpToken,
  rotateErpToken,
  saveErpToken,
  useErpTokens,
} from '../api/erp-tokens';
import { ErpTokenTable } from '../components/ErpTokenTable';
import { TokenSecret } from '../components/TokenSecret';

interface TokenForm {
  name: string;
  scopes: ErpScope[];
  ip_allow: string[];
  expires_on?: string | null;
}

const scopeOptions = Object.entries(ERP_SCOPES).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

/** 系统管理 → ERP 接口令牌: created, edited, rotated and revoked by the super administrator. */
export function ErpTokensPage() {
  const { data, isLoading } = useErpTokens();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminErpTokenRow | null>(null);
  const reload = () => void qc.invalidateQueries({ queryKey: ['erp-tokens'] });
  const toBody = (v: TokenForm) => ({
    name: v.name,
    scopes: v.scopes,
    ip_allow: (v.ip_allow ?? []).map((s) => s.trim()).filter(Boolean),
    expires_on: v.expires_on || null,
  });
  const fields = (
    <>
      <ProFormText
        name="name"
        label="名称"
        placeholder="如：金蝶云星空-正式"
        rules={[{ required: true, message: '请填写令牌名称' }]}
      />
      <ProFormSelect
        name="scopes"
        label="权限范围"
        mode="multiple"
        options={scopeOptions}
        rules={[{ required: true, message: '请至少选择一个权限范围' }]}
      />
      <ProFormSelect
        name="ip_allow"
        label="IP 白名单（可填 CIDR，留空不限）"
        mode="tags"
        placeholder="如 10.8.0.0/16"
      />
      <ProFormDatePicker
        name="expires_on"
        label="到期日（含当日，留空长期有效）"
        fieldProps={{ format: 'YYYY-MM-DD' }}
      />
    </>
  );
  return (
    <PageContainer
      title="ERP 接口令牌"
      extra={
        <ModalForm<TokenForm>
          title="新建令牌"
          trigger={
            <Button type="primary" icon={<PlusOutlined />}>
              新建令牌
            </Button>
          }
          modalProps={{ destroyOnHidden: true }}
          onFinish={async (v) => {
            const made = await createErpToken(toBody(v));
            setSecret(made.token);
            reload();
            return true;
          }}
        >
          {fields}
        </ModalForm>
      }
    >
      <ErpTokenTable
        rows={data?.list ?? []}
        loading={isLoading}
        onEdit={setEditing}
        onRotate={async (r) => {
          setSecret((await rotateErpToken(r.id)).token);
          reload();
        }}
        onRevoke={async (r) => {
          await revokeErpToken(r.id);
          void message.success('令牌已吊销');
          reload();
        }}
      />
      <ModalForm<TokenForm>
        title={`编辑令牌「${editing?.name ?? ''}」`}
        open={editing !== null}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={editing ? { ...editing, expires_on: editing.expires_on ?? undefined } : undefined}
        onFinish={async (v) => {
          if (!editing) return true;
          await saveErpToken(editing.id, toBody(v));
          void message.success('令牌已保存');
          setEditing(null);
          reload();
          return true;
        }}
      >
        {fields}
      </ModalForm>
      <TokenSecret token={secret} onClose={() => setSecret(null)} />
    </PageContainer>
  );
}
