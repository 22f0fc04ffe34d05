import { ModalForm, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space, Switch } from 'antd';
import type { AdminBuyerDetail } from '@shop/shared';
import { useCan } from '../../../lib/session';
import { adjustWallet, assignManager, setBuyerChat, unlockBuyer } from '../api/buyers';

interface WalletForm {
  kind: 'balance' | 'points';
  amount: string;
  reason: string;
}

/** 分配客户经理 (客服), 调整余额/积分 (财务), 解锁 (客服): shown only to roles that may. */
export function AccountActions({ b, onDone }: { b: AdminBuyerDetail; onDone: () => Promise<unknown> }) {
  const can = useCan();
  const { message } = App.useApp();
  const done = async (msg: string) => {
    message.success(msg);
    await onDone();
    return true;
  };
  return (
    <Space>
      {can('service.chat') && (
        <Space size={4}>
          在线客服
          <Switch
            checked={b.can_chat}
            checkedChildren="开"
            unCheckedChildren="关"
            onChange={async (on) => {
              await setBuyerChat(b.id, on);
              await done(on ? '已开通在线客服' : '已关闭在线客服');
            }}
          />
        </Space>
      )}
      {can('buyer.assign') && (
        <ModalForm<{ manager_id: number }>
          title="分配客户经理（客户端显示为专属客服）"
          initialValues={{ manager_id: b.manager?.id }}
          trigger={<Button>分配客户经理</Button>}
          onFinish={async (v) => (await assignManager(b.id, v.manager_id), done('客户经理已分配'))}
        >
          <ProFormSelect
            name="manager_id"
            label="客户经理"
            options={b.managers.map((m) => ({ label: `${m.name} ${m.phone}`, value: m.id }))}
            rules={[{ required: true, message: '请选择客户经理' }]}
          />
        </ModalForm>
      )}
      {can('buyer.wallet') && (
        <ModalForm<WalletForm>
          title="调整余额或积分"
          initialValues={{ kind: 'balance' }}
          modalProps={{ destroyOnHidden: true }}
          trigger={<Button>调整余额/积分</Button>}
          onFinish={async (v) => {
            const expected = v.kind === 'balance' ? b.balance : String(b.points);
            await adjustWallet(b.id, { ...v, amount: String(v.amount).trim(), expected });
            return done('已调整，并写入客户明细');
          }}
        >
          <p>
            当前余额 ¥{b.balance}，积分 {b.points}。正数为增加，负数为扣减。
          </p>
          <ProFormRadio.Group
            name="kind"
            label="调整项目"
            options={[
              { label: '余额（元）', value: 'balance' },
              { label: '积分', value: 'points' },
            ]}
          />
          <ProFormText
            name="amount"
            label="调整数额"
            placeholder="如 50.00 或 -20"
            rules={[{ required: true, message: '请填写调整数额' }]}
          />
          <ProFormText
            name="reason"
            label="调整原因"
            rules={[{ required: true, message: '请填写调整原因' }]}
          />
        </ModalForm>
      )}
      {can('buyer.unlock') && b.sign_in.failures > 0 && (
        <Popconfirm
          title={`清除该账号近1小时 ${b.sign_in.failures} 次登录失败记录？`}
          onConfirm={async () => {
            await unlockBuyer(b.id);
            await done('账号已解锁');
          }}
        >
          <Button>解锁账号</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
