import {
  AFTERSALE_KIND_TEXT,
  AFTERSALE_STATUS_TEXT,
  fenToYuan,
  type AftersaleBrief,
  type AftersaleDetail,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { toUploadView } from '../upload/upload.service';
import { uploadsByIds } from './aftersale.buyer.repo';
import { eventsOfAftersale, linesOfAftersale, type AftersaleRow } from './aftersale.repo';

const iso = (d: Date | string) => new Date(d).toISOString();

export const briefOf = (r: AftersaleRow): AftersaleBrief => ({
  id: r.id,
  order_id: r.order_id,
  order_no: r.order_no,
  kind: r.kind,
  kind_text: AFTERSALE_KIND_TEXT[r.kind],
  status: r.status,
  status_text: AFTERSALE_STATUS_TEXT[r.status],
  refund: fenToYuan(r.refund_fen),
  created_at: iso(r.created_at),
});

/** The detail both the buyer and the back office read: lines, photos and the timeline. */
export async function detailOf(db: Db, r: AftersaleRow): Promise<AftersaleDetail> {
  const [lines, events, files] = await Promise.all([
    linesOfAftersale(db, r.id),
    eventsOfAftersale(db, r.id),
    r.image_ids.length ? uploadsByIds(db, r.image_ids) : [],
  ]);
  return {
    ...briefOf(r),
    reason: r.reason,
    images: r.image_ids.flatMap((id) => {
      const f = files.find((x) => x.id === id);
      return f ? [toUploadView(f)] : [];
    }),
    lines: lines.map((l) => ({
      lot_id: l.lot_id,
      name: l.name,
      ypgg: l.ypgg,
      sccj: l.sccj,
      batch_no: l.batch_no,
      expires_on: l.expires_on,
      number: l.number,
      amount: fenToYuan(l.amount_fen),
    })),
    return_address: r.return_address,
    reject_reason: r.reject_reason,
    carrier: r.carrier,
    tracking_no: r.tracking_no,
    timeline: events.map((e) => ({ status: e.status, text: e.text, note: e.note, at: iso(e.created_at) })),
    can_ship: r.status === 'approved',
  };
}
