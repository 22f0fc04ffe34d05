import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { installApiFeedback } from '../lib/api';
import { message, modal } from '../lib/feedback';

/**
 * Hands the shop's toasts and dialogs (lib/feedback) and the router to the API client, which lives
 * outside React. Rendered once inside the router.
 */
export function ApiFeedbackBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  useEffect(
    () =>
      installApiFeedback({
        toast: (msg) => message.error(msg),
        alert: (title, msg, onOk) => {
          modal.warning({ title, content: msg, okText: '确定', afterClose: onOk });
        },
        timeout: () => {
          import('./timeoutDialog').then(
            (m) => m.showTimeoutDialog(),
            // The chunk itself did not arrive: the network is down, say so without the buttons.
            () => modal.error({ title: '温馨提示', content: '请求超时，请刷新页面' }),
          );
        },
        navigate: (to) => void navigate(to),
        location: () => here,
      }),
    [navigate, here],
  );
  return null;
}
