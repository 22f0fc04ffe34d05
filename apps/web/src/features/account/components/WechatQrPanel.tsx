import { useEffect, useState } from 'react';
import { Button, QRCode, Spin } from 'antd';
import type { WechatScanState } from '@shop/shared';
import { useScanState, useWechatQr } from '../api/wechat';

/**
 * A WeChat QR code and its live state. Without a real phone, the sandbox's confirmation page opens
 * from the link below the code (it is what the code encodes).
 */
export function WechatQrPanel({
  purpose,
  onState,
}: {
  purpose: 'login' | 'bind';
  onState: (s: WechatScanState, scene: string) => void;
}) {
  const [round, setRound] = useState(0);
  const qr = useWechatQr(purpose, round);
  const scene = qr.data?.scene;
  const state = useScanState(scene);
  const status = state.data?.status;
  const expired = status === 'expired' || qr.isError || state.isError;
  useEffect(() => {
    if (state.data && scene && state.data.status !== 'waiting') onState(state.data, scene);
  }, [state.data, scene, onState]);

  if (!qr.data) return <Spin style={{ display: 'block', margin: 40 }} />;
  const url = `${window.location.origin}${qr.data.confirm_path}`;
  return (
    <div style={{ textAlign: 'center' }}>
      <QRCode
        value={url}
        size={180}
        style={{ margin: '0 auto' }}
        status={expired ? 'expired' : status === 'waiting' || !status ? 'active' : 'scanned'}
        onRefresh={() => setRound((r) => r + 1)}
      />
      <p style={{ color: '#666', margin: '10px 0 4px' }}>
        {expired ? '二维码已失效，请点击刷新' : (state.data?.msg ?? '请使用微信扫描二维码')}
      </p>
      <p style={{ fontSize: 12, color: '#999' }}>
        沙箱环境：
        <a href={qr.data.confirm_path} target="_blank" rel="noreferrer">
          打开手机确认页
        </a>
        <Button type="link" size="small" onClick={() => setRound((r) => r + 1)}>
          刷新二维码
        </Button>
      </p>
    </div>
  );
}
