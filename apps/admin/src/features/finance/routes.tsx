import { lazy } from 'react';
import { AccountBookOutlined, AuditOutlined, FileTextOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const ReceivablesPage = lazy(() =>
  import('./pages/ReceivablesPage').then((m) => ({ default: m.ReceivablesPage })),
);
const VouchersPage = lazy(() => import('./pages/VouchersPage').then((m) => ({ default: m.VouchersPage })));
const StatementsPage = lazy(() =>
  import('./pages/StatementsPage').then((m) => ({ default: m.StatementsPage })),
);

export const financeRoutes: AdminRoute[] = [
  {
    path: 'finance/vouchers',
    element: <VouchersPage />,
    permission: 'finance.receivables',
    menu: { group: '订单管理', name: '转账凭证', icon: <AuditOutlined /> },
  },
  {
    path: 'finance/receivables',
    element: <ReceivablesPage />,
    permission: 'finance.receivables',
    menu: { group: '订单管理', name: '应收账款', icon: <AccountBookOutlined /> },
  },
  {
    path: 'finance/statements',
    element: <StatementsPage />,
    permission: 'finance.receivables',
    menu: { group: '订单管理', name: '对账单', icon: <FileTextOutlined /> },
  },
];
