import { Alert } from 'antd';
import { Link } from 'react-router';
import type { LicenceWarning } from '@shop/shared';

/** Shown under the header on every page from 30 days before a licence expires (and after). */
export function LicenceWarningBar({ warning }: { warning: NonNullable<LicenceWarning> }) {
  const expired = warning.days_left < 0;
  return (
    <div style={{ width: 1200, margin: '8px auto 0' }}>
      <Alert
        type={expired ? 'error' : 'warning'}
        showIcon
        role="alert"
        title={
          expired
            ? `您的《${warning.name}》已于${warning.expires_on}过期，采购已暂停，请尽快上传新证照。`
            : `您的《${warning.name}》将于${warning.expires_on}到期（还剩${warning.days_left}天），请及时更新，以免影响采购。`
        }
        action={<Link to="/zhzx/zzzj">去更新证照</Link>}
      />
    </div>
  );
}
