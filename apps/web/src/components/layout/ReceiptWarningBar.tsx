import { Alert } from 'antd';
import { Link } from 'react-router';

/** Shown under the header on every page while an ephedrine order's 签收回执 is overdue. */
export function ReceiptWarningBar({ count }: { count: number }) {
  return (
    <div style={{ width: 1200, margin: '8px auto 0' }}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`您有${count}笔含麻黄碱订单的签收回执逾期未上传，上传前将暂停购买含麻黄碱类药品。`}
        action={<Link to="/hmdd">去上传</Link>}
      />
    </div>
  );
}
