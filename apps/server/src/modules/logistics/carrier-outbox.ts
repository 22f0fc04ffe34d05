/**
 * Carrier registration leaves the shipping transaction through the outbox: the shipment writes a
 * `carrier.register` job in its own transaction, so the waybill reaches the carrier only once the
 * shipment has committed, and a carrier that is down or slow neither holds the order's row locks
 * nor undoes the shipment: the job runner retries it with backoff (lib/jobs.ts).
 */
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import type { LogisticsProvider, Shipment } from './logistics.provider';

export const CARRIER_JOB = 'carrier.register';

const ShipmentSchema = z.object({
  orderNo: z.string(),
  company: z.string(),
  trackingNo: z.string(),
  shippedAt: z.coerce.date(),
  to: z.object({ city: z.string(), district: z.string(), consignee: z.string() }),
});

/** Queues the waybill in the shipment's transaction; it goes out after the commit. */
export const queueCarrierRegistration = (tx: Tx, shipment: Shipment) =>
  enqueueJob(tx, { kind: CARRIER_JOB, state: 'pending', payload: shipment });

/** The runner's handler: hands the waybill to the carrier; a throw is retried by the runner. */
export const carrierRegistration =
  (provider: LogisticsProvider): JobHandler =>
  async (claim) => {
    await provider.register(ShipmentSchema.parse(claim.job.payload));
    await claim.finish({ state: 'done' });
  };
