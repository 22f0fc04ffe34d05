import { useState } from 'react';
import { Alert, Button, Checkbox, Skeleton, Table } from 'antd';
import type { BuyerNotifyEvent } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { message } from '../../../lib/feedback';
import { MemberFrame } from '../components/MemberSideNav';
import { useNotifySettings, useSaveNotifySettings } from '../api/notifySettings';
import '../member.css';

/** When each notice is sent, so the buyer knows what they are choosing. */
const WHEN: Record<BuyerNotifyEvent, string> = {
  paid: '在线支付成功或财务确认对公转账到账后',
  shipped: '仓库发货、录入物流单号后',
  delivered: '物流显示已签收后',
  return_approved: '售后审核同意您的退货申请后',
  return_rejected: '售后审核未通过您的退货申请时',
  refunded: '退货验收完成、退款办理后',
  licence_expiring: '营业执照、经营许可证等证照到期前30天',
};

/**
 * /zhzx/tzsz 通知设置: every order and licence notice always arrives as a site message (我的消息);
 * the buyer ticks the ones that should also come by SMS to the account's mobile.
 */
export default function NotifySettingsPage() {
  const q = useNotifySettings();
  const save = useSaveNotifySettings();
  // The buyer's edits; until they touch a box the page shows what the server holds.
  const [picked, setPicked] = useState<BuyerNotifyEvent[] | null>(null);
  const chosen = picked ?? q.data?.sms ?? [];
  const toggle = (code: BuyerNotifyEvent, on: boolean) =>
    setPicked(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  const submit = () =>
    save.mutate(
      { sms: chosen },
      {
        onSuccess: () => {
          setPicked(null);
          void message.success('通知设置已保存');
        },
      },
    );

  return (
    <MemberFrame>
      <Panel title="通知设置">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            q.data
              ? `以下通知都会发到“我的消息”；勾选的通知还会以短信发送到 ${q.data.phone}（手机号可在“基本信息”中修改）。`
              : '以下通知都会发到“我的消息”；勾选的通知还会以短信发送到您的手机。'
          }
        />
        {q.isLoading || !q.data ? (
          <Skeleton active />
        ) : (
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            bordered
            dataSource={q.data.events}
            columns={[
              { title: '通知', dataIndex: 'name', width: 160 },
              { title: '何时发送', dataIndex: 'code', render: (c: BuyerNotifyEvent) => WHEN[c] },
              { title: '站内消息', width: 90, align: 'center', render: () => '始终发送' },
              {
                title: '短信',
                width: 90,
                align: 'center',
                render: (_, e) => (
                  <Checkbox
                    aria-label={`${e.name} 短信`}
                    checked={chosen.includes(e.code)}
                    onChange={(ev) => toggle(e.code, ev.target.checked)}
                  />
                ),
              },
            ]}
          />
        )}
        <div style={{ marginTop: 12, display: 'flex', gap: 8, alignItems: 'center' }}>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!q.data || picked === null}
            onClick={submit}
          >
            保存设置
          </Button>
          <Button disabled={!q.data} onClick={() => setPicked(q.data?.events.map((e) => e.code) ?? [])}>
            全部短信提醒
          </Button>
          <Button disabled={!q.data} onClick={() => setPicked([])}>
            不发短信
          </Button>
          <span style={{ color: '#999', fontSize: 12 }}>验证码等账户安全短信不受此设置影响。</span>
        </div>
      </Panel>
    </MemberFrame>
  );
}
