import type { AdminRoute } from './route-types';
import { dashboardRoutes } from '../features/dashboard/routes';
import { auditRoutes } from '../features/audit/routes';
import { webhookRoutes } from '../features/webhook/routes';
import { operatorRoutes } from '../features/operator/routes';
import { orderRoutes } from '../features/order/routes';
import { aftersaleRoutes } from '../features/aftersale/routes';
import { buyerRoutes } from '../features/buyer/routes';
import { serviceRoutes } from '../features/service/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { searchRoutes } from '../features/search/routes';
import { stockRoutes } from '../features/stock/routes';
import { warehouseRoutes } from '../features/warehouse/routes';
import { transferRoutes } from '../features/transfer/routes';
import { contentRoutes } from '../features/content/routes';
import { promotionRoutes } from '../features/promotion/routes';
import { financeRoutes } from '../features/finance/routes';
import { integrationRoutes } from '../features/integration/routes';

/** Every page of the back office: each feature exports its entries from features/<domain>/routes.tsx. */
export const adminRoutes: AdminRoute[] = [
  ...dashboardRoutes,
  ...buyerRoutes,
  ...orderRoutes,
  ...aftersaleRoutes,
  ...financeRoutes,
  ...serviceRoutes,
  ...operatorRoutes,
  ...integrationRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...stockRoutes,
  ...warehouseRoutes,
  ...transferRoutes,
  ...contentRoutes,
  ...promotionRoutes,
  ...auditRoutes,
  ...webhookRoutes,
];
