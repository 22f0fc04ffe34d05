import { LOGISTICS_CARRIERS } from '@shop/shared';
import { refused } from '../../lib/errors';
import type { LogisticsProvider, Shipment, Trace } from './logistics.provider';

const HOUR = 3_600_000;
const HUB = '杭州转运中心';

/** The sandbox's legs after pick-up, in hours; each shows once its time has come. */
const legs = (s: Shipment): [number, string][] => [
  [0, `【杭州市】${s.company} 已揽收，运单号 ${s.trackingNo}`],
  [3, `快件已到达【${HUB}】`],
  [5, `快件已从【${HUB}】发出，下一站【${s.to.city}】`],
  [18, `快件已到达【${s.to.city}${s.to.district}营业部】`],
  [20, `【${s.to.city}${s.to.district}营业部】快件正在派送中，请保持电话畅通`],
  [26, `快件已签收，签收人：${s.to.consignee}。感谢使用${s.company}`],
];

/**
 * No carrier behind it: any carrier the shop lists is accepted, and the timeline is computed from
 * the ship time, so the same parcel always tells the same story and a fresh one shows 已揽收 at once.
 */
export const sandboxLogisticsProvider: LogisticsProvider = {
  name: 'sandbox',
  refusal(company: string) {
    return (LOGISTICS_CARRIERS as readonly string[]).includes(company)
      ? null
      : `暂不支持「${company}」，请选择合作物流公司`;
  },
  register(s: Shipment) {
    const no = sandboxLogisticsProvider.refusal(s.company);
    return no ? Promise.reject(refused(no)) : Promise.resolve();
  },
  track(s: Shipment, now = new Date()): Promise<Trace[]> {
    const start = s.shippedAt.getTime();
    return Promise.resolve(
      legs(s)
        .map(([h, text], i, all) => ({
          at: new Date(start + h * HOUR),
          text,
          ...(i === all.length - 1 ? { delivered: true as const } : {}),
        }))
        .filter((t) => t.at.getTime() <= now.getTime()),
    );
  },
};
