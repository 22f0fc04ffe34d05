import type { AppDeps } from '../../deps';
import { registerSandbox } from '../../lib/production-guard';
import { sandboxLogisticsProvider } from './sandbox.provider';

/**
 * What a carrier's open platform (顺丰丰桥, 快递100 and the like) offers the shop: hand over a
 * parcel's carrier and waybill number when it leaves the warehouse, then read its tracking
 * timeline. The sandbox answers a plausible timeline from the ship time; a real provider slots in
 * by LOGISTICS_PROVIDER.
 */
registerSandbox({ service: 'logistics', inUse: (config) => config.LOGISTICS_PROVIDER === 'sandbox' });

export interface Shipment {
  orderNo: string;
  company: string;
  trackingNo: string;
  shippedAt: Date;
  /** Where it goes, as on the order's address snapshot. */
  to: { city: string; district: string; consignee: string };
}

export interface Trace {
  at: Date;
  text: string;
  /** The carrier's 签收 event (a real provider maps its own status code to it). */
  delivered?: true;
}

export interface LogisticsProvider {
  readonly name: string;
  /** Why the carrier would not take this company's waybills (checked before shipping), or null. */
  refusal(company: string): string | null;
  /** Registers the waybill with the carrier (from the outbox, after the shipment commits); throws to be retried. */
  register(shipment: Shipment): Promise<void>;
  /** The carrier's tracking events so far, oldest first. */
  track(shipment: Shipment, now?: Date): Promise<Trace[]>;
}

export function logisticsProviderOf(deps: Pick<AppDeps, 'config'>): LogisticsProvider {
  switch (deps.config.LOGISTICS_PROVIDER) {
    case 'sandbox':
      return sandboxLogisticsProvider;
  }
}
