import { useCallback } from 'react';
import { Button, Descriptions, Popconfirm, Skeleton } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import type { WechatScanState } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { useUnbindWechat, useWechatBinding } from '../../account';
import { WechatQrPanel } from '../../account';
import { MemberFrame } from '../components/MemberSideNav';
import '../member.css';
import { message } from '../../../lib/feedback';

/** /zhzx/bdwx 绑定微信: the binding, unbinding (DELETE /api/user/unbind_wechat), or a QR code to bind. */
export default function BindWechatPage() {
  const binding = useWechatBinding();
  const unbind = useUnbindWechat();
  const { refetch } = binding;
  const onState = useCallback(
    (s: WechatScanState) => {
      if (s.status === 'bound') {
        message.success('微信绑定成功，下次可扫码登录');
        void refetch();
      }
      if (s.status === 'conflict') message.error(s.msg);
    },
    [refetch],
  );
  const b = binding.data;
  return (
    <MemberFrame>
      <Panel title="绑定微信">
        {!b ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : b.bound ? (
          <>
            <Descriptions
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 120 } }}
              items={[
                {
                  key: 's',
                  label: '绑定状态',
                  children: (
                    <span style={{ color: '#07c160' }}>
                      <WechatOutlined /> 已绑定
                    </span>
                  ),
                },
                { key: 'n', label: '微信昵称', children: b.nickname },
                { key: 't', label: '绑定时间', children: (b.bound_at ?? '').slice(0, 16).replace('T', ' ') },
              ]}
            />
            <p style={{ color: '#999', fontSize: 12, margin: '10px 0' }}>
              绑定后可在登录页使用微信扫码登录。解除绑定后需重新扫码绑定。
            </p>
            <Popconfirm
              title="确定解除微信绑定吗？"
              okText="解除绑定"
              cancelText="取消"
              onConfirm={() =>
                unbind.mutateAsync().then(() => {
                  message.success('已解除微信绑定');
                })
              }
            >
              <Button danger loading={unbind.isPending}>
                解除绑定
              </Button>
            </Popconfirm>
          </>
        ) : (
          <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
            <div style={{ width: 260 }}>
              <WechatQrPanel purpose="bind" onState={onState} />
            </div>
            <div style={{ color: '#666', lineHeight: 2 }}>
              <b>您的账号尚未绑定微信</b>
              <br />
              使用微信扫描左侧二维码并在手机上确认，即可绑定。
              <br />
              绑定后可在登录页“微信扫码登录”，无需输入密码。
            </div>
          </div>
        )}
      </Panel>
    </MemberFrame>
  );
}
