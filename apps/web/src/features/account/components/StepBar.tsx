import { Steps } from 'antd';

/** The three-step bar of registration and password reset (spec §4). */
export function StepBar({ current, items }: { current: number; items: string[] }) {
  return (
    <Steps
      current={current}
      size="small"
      style={{ maxWidth: 720, margin: '8px auto 24px' }}
      items={items.map((title) => ({ title }))}
    />
  );
}

export const REGISTER_STEPS = ['验证手机', '设置账号', '企业资质', '资料审核'];
export const FORGET_STEPS = ['验证手机', '设置新密码', '完成'];
