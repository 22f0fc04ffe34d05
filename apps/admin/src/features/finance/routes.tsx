import { lazy } from 'react';
import {
  AccountBookOutlined,
  AuditOutlined,
  FileTextOutlined,
  RollbackOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const ReceivablesPage = lazy(() =>
  import('./pages/ReceivablesPage').then((m) => ({ default: m.ReceivablesPage })),
);
const VouchersPage = lazy(() => import('./pages/VouchersPage').then((m) => ({ default: m.VouchersPage })));
const StatementsPage = lazy(() =>
  import('./pages/StatementsPage').then((m) => ({ default: m.StatementsPage })),
);
const MonthlyInvoicePage = lazy(() =>
  import('./pages/MonthlyInvoicePage').then((m) => ({ default: m.MonthlyInvoicePage })),
);
const RefundsPage = lazy(() => import('./pages/RefundsPage').then((m) => ({ default: m.RefundsPage })));

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
  {
    path: 'finance/monthly-invoice',
    element: <MonthlyInvoicePage />,
    permission: 'finance.invoice',
    menu: { group: '订单管理', name: '代客开票', icon: <SnippetsOutlined /> },
  },
  {
    path: 'finance/refunds',
    element: <RefundsPage />,
    permission: 'finance.receivables',
    menu: { group: '订单管理', name: '退款异常', icon: <RollbackOutlined /> },
  },
];
