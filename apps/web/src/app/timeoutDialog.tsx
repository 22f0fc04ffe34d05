import { Button } from 'antd';
import { modal } from '../lib/feedback';

/** Spec: a timed-out call offers 刷新页面. Its own chunk: antd's Button is not on the first screen. */
export function showTimeoutDialog(): void {
  const dialog = modal.error({
    title: '温馨提示',
    content: '请求超时，请刷新页面',
    closable: true,
    footer: (
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>{' '}
        <Button onClick={() => dialog.destroy()}>关闭</Button>
      </div>
    ),
  });
}
