import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { logisticsProviderOf, type Shipment } from './logistics.provider';

const HOUR = 3_600_000;
const parcel: Shipment = {
  orderNo: 'D20261122000001',
  company: '顺丰速运',
  trackingNo: 'SF1234567890',
  shippedAt: new Date('2026-11-22T02:00:00Z'),
  to: { city: '宁波市', district: '鄞州区', consignee: '陈仁爱' },
};
const provider = logisticsProviderOf({ config: loadConfig({ SEED_ON_EMPTY: 'false' }) });

describe('logistics sandbox', () => {
  it('takes the shop’s carriers and refuses others', async () => {
    expect(provider.name).toBe('sandbox');
    await expect(provider.register(parcel)).resolves.toBeUndefined();
    await expect(provider.register({ ...parcel, company: '某某快运' })).rejects.toThrow(
      '暂不支持「某某快运」，请选择合作物流公司',
    );
  });

  it('tells a timeline that grows from pick-up to signature, oldest first', async () => {
    const at = (h: number) => new Date(parcel.shippedAt.getTime() + h * HOUR);
    const now = await provider.track(parcel, at(0));
    expect(now.map((t) => t.text)).toEqual(['【杭州市】顺丰速运 已揽收，运单号 SF1234567890']);
    const day = await provider.track(parcel, at(19));
    expect(day.map((t) => t.text).at(-1)).toBe('快件已到达【宁波市鄞州区营业部】');
    const done = await provider.track(parcel, at(48));
    expect(done.at(-1)?.text).toContain('快件已签收，签收人：陈仁爱');
    expect(done.map((t) => t.at.getTime())).toEqual(
      [...done.map((t) => t.at.getTime())].sort((a, b) => a - b),
    );
    expect(await provider.track(parcel, at(-1))).toEqual([]);
  });
});
