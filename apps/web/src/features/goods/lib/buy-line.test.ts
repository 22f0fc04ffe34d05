import { describe, expect, it } from 'vitest';
import { encodeForm } from '../../../lib/api/encode';
import { goodsCard } from '../test/goods-fixture';
import { buyLine } from './buy-line';

describe('the cart line a catalogue page sends (spec §3)', () => {
  it('sends ladder_price_id and the other ids as 0 when the page has none, never as an empty field', () => {
    const body = decodeURIComponent(encodeForm({ params: [buyLine(goodsCard({ id: 7 }), 1)] }));
    for (const key of ['ck_id', 'goods_price_id', 'ladder_price_id', 'goods_manjian_id', 'is_yj'])
      expect(body, key).toContain(`params[0][${key}]=0`);
    expect(body).not.toMatch(/=(&|$)/);
  });

  it('keeps the detail page’s echoed ids', () => {
    const line = buyLine({ ...goodsCard({ id: 7 }), ladder_price_id: 12, goods_price_id: 3 }, 1);
    expect(line).toMatchObject({ ladder_price_id: 12, goods_price_id: 3, goods_manjian_id: 0 });
  });
});
