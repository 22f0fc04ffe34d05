import { lazy } from 'react';
import { AuditOutlined, ContainerOutlined, WarningOutlined } from '@ant-design/icons';
import type { AdminRoute } from '../../app/route-types';

const PickPage = lazy(() => import('./pages/PickPage').then((m) => ({ default: m.PickPage })));
const CheckPage = lazy(() => import('./pages/CheckPage').then((m) => ({ default: m.CheckPage })));
const LedgerPage = lazy(() => import('./pages/LedgerPage').then((m) => ({ default: m.LedgerPage })));
const QuarantinePage = lazy(() =>
  import('./pages/QuarantinePage').then((m) => ({ default: m.QuarantinePage })),
);

export const warehouseRoutes: AdminRoute[] = [
  {
    path: 'warehouse/pick',
    element: <PickPage />,
    permission: 'order.ship',
    menu: { group: '仓库管理', name: '拣货与复核', icon: <ContainerOutlined /> },
  },
  { path: 'warehouse/check/:id', element: <CheckPage />, permission: 'warehouse.check', title: '复核' },
  {
    path: 'warehouse/ledger',
    element: <LedgerPage />,
    permission: 'stock.ledger',
    menu: { group: '仓库管理', name: '出入库流水', icon: <AuditOutlined /> },
  },
  {
    path: 'warehouse/quarantine',
    element: <QuarantinePage />,
    permission: 'quarantine.dispose',
    menu: { group: '仓库管理', name: '不合格品', icon: <WarningOutlined /> },
  },
];
