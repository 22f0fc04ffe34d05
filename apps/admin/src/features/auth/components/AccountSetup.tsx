import { useState } from 'react';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Alert, App, Button, Card, QRCode, Result, Space, Steps, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChangePasswordBodySchema,
  TotpActivateBodySchema,
  TotpActivatedSchema,
  TotpSetupSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { ME_KEY, type Me } from '../../../lib/session';

type Setup = z.infer<typeof TotpSetupSchema>;

export function PasswordStep({ onDone }: { onDone?: () => void }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  return (
    <ProForm<{ old_password: string; new_password: string; again: string }>
      submitter={{ searchConfig: { submitText: '修改密码' }, resetButtonProps: false }}
      onFinish={async ({ old_password, new_password }) => {
        await api.post<null, typeof ChangePasswordBodySchema>('/auth/password', {
          old_password,
          new_password,
        });
        message.success('密码已修改');
        await qc.invalidateQueries({ queryKey: ME_KEY });
        onDone?.();
        return true;
      }}
    >
      <ProFormText.Password
        name="old_password"
        label="当前（初始）密码"
        rules={[{ required: true, message: '请输入当前密码' }]}
      />
      <ProFormText.Password
        name="new_password"
        label="新密码"
        placeholder="至少8位，含字母和数字"
        rules={[{ required: true, message: '请输入新密码' }]}
      />
      <ProFormText.Password
        name="again"
        label="再次输入新密码"
        dependencies={['new_password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              v === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      />
    </ProForm>
  );
}

function TotpStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { data } = useQuery({ queryKey: ['admin', '2fa'], queryFn: () => api.get<Setup>('/auth/2fa') });
  return (
    <Space align="start" size={32}>
      <div style={{ textAlign: 'center' }}>
        <QRCode value={data?.otpauth_uri ?? '-'} status={data ? 'active' : 'loading'} size={180} />
        <Typography.Text copyable={data ? { text: data.secret } : false} code style={{ fontSize: 12 }}>
          {data?.secret ?? ''}
        </Typography.Text>
      </div>
      <div style={{ maxWidth: 320 }}>
        <p>
          用身份验证器（如“腾讯身份验证器”、Google
          Authenticator）扫描二维码，或手动输入下方密钥；然后输入验证器上显示的6位动态码完成绑定。
        </p>
        <ProForm<{ code: string }>
          submitter={{ searchConfig: { submitText: '验证并启用' }, resetButtonProps: false }}
          onFinish={async ({ code }) => {
            const res = await api.post<z.infer<typeof TotpActivatedSchema>, typeof TotpActivateBodySchema>(
              '/auth/2fa',
              { code },
            );
            onCodes(res.recovery_codes);
            return true;
          }}
        >
          <ProFormText
            name="code"
            label="6位动态码"
            fieldProps={{ maxLength: 6, autoComplete: 'one-time-code' }}
            rules={[{ required: true, message: '请输入动态验证码' }]}
          />
        </ProForm>
      </div>
    </Space>
  );
}

/**
 * A new or reset operator's first screen: choose a password, then bind an authenticator (it is only
 * required at sign-in once one code from it was accepted), then note the recovery codes.
 */
export function AccountSetup({ me }: { me: Me }) {
  const qc = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const step = me.must_change_password ? 0 : codes ? 2 : 1;
  return (
    <div style={{ maxWidth: 760, margin: '48px auto' }}>
      <Card title={`欢迎，${me.name}：开始工作前请完成账号安全设置`}>
        <Steps
          current={step}
          items={[{ title: '修改初始密码' }, { title: '绑定身份验证器' }, { title: '保存恢复码' }]}
        />
        <div style={{ marginTop: 24 }}>
          {step === 0 && <PasswordStep />}
          {step === 1 && <TotpStep onCodes={setCodes} />}
          {step === 2 && codes && (
            <Result
              status="success"
              title="身份验证器已绑定"
              subTitle="以后登录须输入验证器上的动态码。下面的恢复码每个只能用一次，请抄写保存（只显示这一次）。"
              extra={
                <Space direction="vertical">
                  <Alert type="warning" showIcon title="手机丢失时可用恢复码登录" />
                  <Typography.Text copyable={{ text: codes.join('\n') }} code>
                    {codes.join('  ')}
                  </Typography.Text>
                  <Button type="primary" onClick={() => void qc.invalidateQueries({ queryKey: ME_KEY })}>
                    我已保存，进入后台
                  </Button>
                </Space>
              }
            />
          )}
        </div>
      </Card>
    </div>
  );
}
