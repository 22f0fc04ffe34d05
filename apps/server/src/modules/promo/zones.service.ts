/**
 * 控销专区 (/kxzq) and the data-driven zone pages (/zqmb, /hdmb, /yyh, /zhmz, /yjh/{id}).
 * Controlled goods are listed to everyone; the card's can_buy and reason come from the one
 * purchase-eligibility rule with the goods' 控销 audience, so a buyer outside it sees why.
 */
import { controlAudienceText, type ControlledList, type ZonePage } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../goods/goods.card';
import { cardRows, promoGoods } from './promo.goods';
import { regionName } from '../address/regions';
import { controlledPage, liveZonePage } from './zones.repo';

export { zoneList } from './zones.repo';

export const CONTROLLED_PAGE_SIZE = 20;

export async function controlledGoods(
  db: Db,
  onlyNew: boolean,
  page: number,
  viewer: Viewer,
): Promise<ControlledList> {
  const { ids, total } = await controlledPage(
    db,
    onlyNew,
    CONTROLLED_PAGE_SIZE,
    (page - 1) * CONTROLLED_PAGE_SIZE,
  );
  const rows = await cardRows(
    db,
    ids.map((i) => i.goods_id),
  );
  const list = ids.flatMap((i) => {
    const row = rows.get(i.goods_id);
    if (!row) return [];
    return [
      {
        goods: promoGoods(row, viewer),
        audience: row.control ? controlAudienceText(row.control, regionName) : '指定客户',
        note: i.note,
        is_new: i.is_new,
      },
    ];
  });
  return { list, total, page };
}

export async function zonePage(
  db: Db,
  template: ZonePage['template'],
  id: number,
  viewer: Viewer,
): Promise<ZonePage> {
  const zone = await liveZonePage(db, template, id);
  if (!zone) throw notFound('活动不存在或已结束');
  const rows = await cardRows(
    db,
    zone.sections.flatMap((s) => s.goods_ids),
  );
  return {
    id: zone.id,
    template: zone.template,
    title: zone.title,
    subtitle: zone.subtitle,
    banner_image: zone.banner_image,
    theme: zone.theme,
    sections: zone.sections.map((s) => ({
      title: s.title,
      goods: s.goods_ids.flatMap((gid) => {
        const row = rows.get(gid);
        return row ? [promoGoods(row, viewer)] : [];
      }),
    })),
  };
}
