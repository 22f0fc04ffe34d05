import { ModalForm, ProFormCheckbox, ProFormDatePicker, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Image, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminBuyerDetail, LicenceKind } from '@shop/shared';
import { approveBuyer, rejectBuyer } from '../api/buyers';

interface ApproveForm {
  scope: string[];
  [expiry: `exp_${string}`]: string | undefined;
}

/** 质管: approve with the business scope and the expiry dates read off each licence, or reject. */
export function ReviewActions({ b, onDone }: { b: AdminBuyerDetail; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const initial: Record<string, unknown> = { scope: b.company.business_scope.map((s) => s.code) };
  for (const l of b.licences) initial[`exp_${l.kind}`] = l.expires_on;
  const canApprove = b.company.review_text !== '已认证';
  const canReject = b.company.review_text !== '未认证';
  return (
    <Space>
      {canApprove && (
        <ModalForm<ApproveForm>
          title={`资质审核通过：${b.company.name}`}
          width={720}
          initialValues={initial}
          trigger={<Button type="primary">审核通过</Button>}
          onFinish={async (v) => {
            const expiries = b.licences
              .map((l) => ({ kind: l.kind as LicenceKind, expires_on: v[`exp_${l.kind}`] }))
              .filter((e): e is { kind: LicenceKind; expires_on: string } => Boolean(e.expires_on))
              .map((e) => ({ ...e, expires_on: dayjs(e.expires_on).format('YYYY-MM-DD') }));
            await approveBuyer(b.id, { scope: v.scope, expiries });
            message.success('资质审核已通过，已通知客户');
            await onDone();
            return true;
          }}
        >
          <Typography.Paragraph type="secondary">
            请逐一核对证照图片，按证照填写有效期并勾选核准的经营范围。
          </Typography.Paragraph>
          {b.licences.map((l) => (
            <Space key={l.id} align="start" style={{ display: 'flex', marginBottom: 8 }}>
              {l.image_url && l.image_mime?.startsWith('image/') ? (
                <Image src={l.image_url} width={96} height={64} style={{ objectFit: 'cover' }} alt={l.name} />
              ) : (
                <div style={{ width: 96, color: '#999', fontSize: 12 }}>
                  {l.image_url ? 'PDF' : '纸质原件存档'}
                </div>
              )}
              <ProFormDatePicker
                name={`exp_${l.kind}`}
                label={`${l.name}（${l.number}）有效期至`}
                rules={[{ required: true, message: `请填写${l.name}有效期` }]}
              />
            </Space>
          ))}
          <ProFormCheckbox.Group
            name="scope"
            label="核准经营范围"
            options={b.scope_options.map((o) => ({ label: o.name, value: o.code }))}
            rules={[{ required: true, message: '请选择经营范围' }]}
          />
        </ModalForm>
      )}
      {canReject && (
        <ModalForm<{ reason: string }>
          title={`驳回资质：${b.company.name}`}
          trigger={<Button danger>驳回</Button>}
          onFinish={async (v) => {
            await rejectBuyer(b.id, v.reason);
            message.success('已驳回，客户将收到驳回原因');
            await onDone();
            return true;
          }}
        >
          <ProFormTextArea
            name="reason"
            label="驳回原因（客户可见）"
            placeholder="如：采购委托书未加盖公章，请重新上传"
            rules={[{ required: true, message: '请填写驳回原因' }]}
          />
        </ModalForm>
      )}
    </Space>
  );
}
