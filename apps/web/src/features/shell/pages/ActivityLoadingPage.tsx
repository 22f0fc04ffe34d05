import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { parseActivityLink } from '../activityLink';
import { Transit } from './Transit';
import { modal } from '../../../lib/feedback';

/** /loading/activity?url=… — follows an activity link, or explains why it cannot (spec §4). */
export default function ActivityLoadingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('url') ?? params.get('path');
  const target = parseActivityLink(raw);

  useEffect(() => {
    // Parsed again from the raw string: the effect must run once per link, not once per render.
    const t = parseActivityLink(raw);
    if (t.kind === 'internal') void navigate(t.to, { replace: true });
    else if (t.kind === 'external') window.location.assign(t.href);
    else if (t.kind === 'message') modal.info({ title: '温馨提示', content: t.msg, okText: '知道了' });
  }, [raw, navigate]);

  if (target.kind === 'internal' || target.kind === 'external') return <Transit />;
  return (
    <div className="ky-container ky-plain-page">
      <Result
        status="info"
        title={target.msg}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
