import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { installApiFeedback } from '../lib/api';

/**
 * Hands antd's context-aware message/modal and the router to the API client, which lives outside
 * React. Rendered once inside the router and <App>.
 */
export function ApiFeedbackBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  useEffect(
    () =>
      installApiFeedback({
        toast: (msg) => void message.error(msg),
        alert: (title, msg, onOk) => {
          modal.warning({ title, content: msg, okText: '确定', afterClose: onOk });
        },
        timeout: () => {
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
        },
        navigate: (to) => void navigate(to),
        location: () => here,
      }),
    [message, modal, navigate, here],
  );
  return null;
}
