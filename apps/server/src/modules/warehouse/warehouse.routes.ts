import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdParamsSchema } from '@shop/shared';
import { notFound } from '../../lib/errors';
import { sendFile, toXlsx, XLSX_TYPE } from '../../lib/xlsx';
import { requireUserId } from '../../plugins/auth-context';
import { findOwnOrder } from '../order/order.service';
import { toCsv, TRACE_COLUMNS } from './exports';
import { orderTraceCodes } from './warehouse.repo';

/**
 * The buyer's copy of the 药品追溯码 shipped with an order, per line and batch, for its ERP: xlsx,
 * or CSV with ?format=csv. Another buyer's order answers as a missing one.
 */
export const warehouseRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  app.get(
    '/order/:id/trace_codes',
    {
      schema: {
        params: OrderIdParamsSchema,
        querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
        response: { 200: z.unknown().describe('trace codes file (xlsx / csv)') },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const order = await findOwnOrder(db, userId, request.params.id);
      if (!order) throw notFound('订单不存在');
      const rows = await orderTraceCodes(db, order.id);
      const name = `药品追溯码-${order.orderNo}`;
      if (request.query.format === 'csv')
        return sendFile(reply, toCsv(TRACE_COLUMNS, rows), `${name}.csv`, 'text/csv; charset=utf-8');
      return sendFile(reply, await toXlsx('药品追溯码', TRACE_COLUMNS, rows), `${name}.xlsx`, XLSX_TYPE);
    },
  );
  return Promise.resolve();
};
