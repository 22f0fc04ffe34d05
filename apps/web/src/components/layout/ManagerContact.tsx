import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import type { BaseInfo } from '../../features/shell/api/baseInfo';

/**
 * Spec §2/§6: the account manager is shown only when one is assigned; the 专属客服 prefix marks a
 * buyer's own manager (is_default 0). The login-style header also shows the default contact.
 */
export function ManagerContact({ base, showDefault = false }: { base: BaseInfo; showDefault?: boolean }) {
  const admin = base.admin;
  if (!admin?.name) return null;
  const own = admin.is_default === 0;
  if (!own && !showDefault) return null;
  return (
    <span className="ky-contact">
      <CustomerServiceOutlined /> {own ? '专属客服：' : '客服：'}
      {admin.name} {admin.phone}
    </span>
  );
}

export function Hotline({ phone }: { phone?: string }) {
  if (!phone) return null;
  return (
    <span className="ky-contact">
      <PhoneOutlined /> 投诉热线：{phone}
    </span>
  );
}
