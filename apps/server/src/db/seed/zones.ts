/**
 * Demo data of the zones and promotions of issue 9: coupon-centre batches, 控销 audiences, flash
 * sale stock, combination groups and the data-driven zone pages. Runs after goods and promotions.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import {
  cashbackTiers,
  combinationItems,
  combinations,
  controlledSales,
  couponCampaigns,
  coupons,
  drawPrizes,
  draws,
  pointsGoods,
  pointsOrders,
  zonePages,
} from '../schema/index';

const DAY = 86_400_000;

const CENTRE_COUPONS = [
  {
    title: '新人专享 满300减30',
    name: '领券中心·满300减30',
    kind: 'coupon',
    ruleType: 'full_reduction',
    thresholdFen: 30_000,
    amountFen: 3_000,
    total: 500,
    perBuyer: 1,
  },
  {
    title: '冬季备货 满1000减80',
    name: '领券中心·满1000减80',
    kind: 'coupon',
    ruleType: 'full_reduction',
    thresholdFen: 100_000,
    amountFen: 8_000,
    total: 300,
    perBuyer: 2,
  },
  {
    title: '满2000打9.6折',
    name: '领券中心·9.6折券',
    kind: 'coupon',
    ruleType: 'discount',
    thresholdFen: 200_000,
    amountFen: 0,
    ratePermille: 960,
    maxDiscountFen: 20_000,
    total: 200,
    perBuyer: 1,
  },
  {
    title: '无门槛10元现金券',
    name: '领券中心·10元现金券',
    kind: 'voucher',
    ruleType: 'cash',
    thresholdFen: 0,
    amountFen: 1_000,
    total: 100,
    perBuyer: 1,
  },
  {
    title: '中药饮片 满500减40',
    name: '领券中心·饮片满500减40',
    kind: 'coupon',
    ruleType: 'full_reduction',
    thresholdFen: 50_000,
    amountFen: 4_000,
    total: 3,
    perBuyer: 1,
    claimed: 3,
  },
  {
    // Regional targeting by GB/T 2260 code: 浙江省 (330000) 单体药店 only, e.g. the demo pharmacy.
    title: '浙江单体药店专享 满500减35',
    name: '领券中心·浙江药店满500减35',
    kind: 'coupon',
    ruleType: 'full_reduction',
    thresholdFen: 50_000,
    amountFen: 3_500,
    total: 200,
    perBuyer: 1,
    companyKinds: ['pharmacy'],
    provinces: ['330000'],
  },
] as const;

const KX_NOTES = [
  '厂家区域保护品种，签约客户专供',
  '省级独家代理，限定区域销售',
  '诊所渠道专供品种',
  '客户经理签约后开通',
];

export async function seedZones(tx: Tx, today: Date): Promise<Record<string, number>> {
  const window = {
    startsAt: new Date(today.getTime() - 3 * DAY),
    endsAt: new Date(today.getTime() + 90 * DAY),
  };

  for (const [k, c] of CENTRE_COUPONS.entries()) {
    const [design] = await tx
      .insert(coupons)
      .values({
        name: c.name,
        kind: c.kind,
        ruleType: c.ruleType,
        thresholdFen: c.thresholdFen,
        amountFen: c.amountFen,
        ratePermille: 'ratePermille' in c ? c.ratePermille : 1000,
        maxDiscountFen: 'maxDiscountFen' in c ? c.maxDiscountFen : null,
      })
      .returning({ id: coupons.id });
    if (!design) continue;
    await tx.insert(couponCampaigns).values({
      couponId: design.id,
      title: c.title,
      total: c.total,
      claimed: 'claimed' in c ? c.claimed : 0,
      perBuyer: c.perBuyer,
      validDays: 30,
      sort: CENTRE_COUPONS.length - k,
      companyKinds: 'companyKinds' in c ? [...c.companyKinds] : [],
      provinces: 'provinces' in c ? [...c.provinces] : [],
      ...window,
    });
  }

  // 控销: the controlled goods, best sellers first; the audience rotates so the demo pharmacy
  // (浙江省) may buy some and sees the others greyed with the reason.
  const controlled = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM goods WHERE is_controlled AND is_buy ORDER BY sales DESC, id LIMIT 60`,
  );
  const managers = await queryRows<{ id: number }>(tx, sql`SELECT id FROM account_managers ORDER BY id`);
  const audiences = [
    { provinces: ['330000'], companyKinds: [], accountManagerIds: [] },
    { provinces: ['320000', '310000'], companyKinds: [], accountManagerIds: [] },
    { provinces: [], companyKinds: ['clinic', 'hospital'], accountManagerIds: [] },
    { provinces: [], companyKinds: [], accountManagerIds: managers.slice(1, 2).map((m) => m.id) },
  ];
  if (controlled.length > 0) {
    await tx.insert(controlledSales).values(
      controlled.map((g, k) => ({
        goodsId: g.id,
        ...audiences[k % audiences.length]!,
        note: KX_NOTES[k % KX_NOTES.length]!,
        isNew: k % 5 === 0,
      })),
    );
  }

  // Flash sales: a sale stock of their own, one of them nearly gone.
  await tx.execute(sql`UPDATE flash_sales SET sale_stock = 100 + (id % 3) * 50, sold = (id * 37) % 60`);
  await tx.execute(
    sql`UPDATE combinations SET group_name = CASE WHEN name LIKE '感冒%' THEN '感冒发热' WHEN name LIKE '肠胃%' THEN '肠胃调理' ELSE '慢病常备' END,
          description = name || '，组合价低于单买合计，一键加入购物车'`,
  );

  // More packages, so every combination group has a choice: goods outside any other promotion.
  const free = await queryRows<{ id: number; base: number }>(
    tx,
    sql`SELECT g.id, g.base_price_fen::int AS base FROM goods g
        WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_controlled
          AND NOT g.is_ephedrine AND g.min_qty = 1 AND g.mid_pack = 1
          AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
          AND NOT EXISTS (SELECT 1 FROM combination_items i WHERE i.goods_id = g.id)
          AND NOT EXISTS (SELECT 1 FROM special_prices sp WHERE g.id = ANY (sp.goods_ids))
          AND NOT EXISTS (SELECT 1 FROM manjian_goods mg WHERE mg.goods_id = g.id)
        ORDER BY g.sales DESC, g.id LIMIT 18`,
  );
  const moreCombos = [
    ['感冒发热', '退热止咳家庭装'],
    ['感冒发热', '儿童感冒护理装'],
    ['肠胃调理', '消化不良调理装'],
    ['肠胃调理', '腹泻止泻常备装'],
    ['慢病常备', '三高长期用药装'],
    ['慢病常备', '老年常备药箱'],
  ] as const;
  for (const [k, [group, name]] of moreCombos.entries()) {
    const items = free.slice(k * 3, k * 3 + 3);
    if (items.length < 2) break;
    const [combo] = await tx
      .insert(combinations)
      .values({
        name,
        groupName: group,
        description: `${name}，组合价低于单买合计，一键加入购物车`,
        ...window,
      })
      .returning({ id: combinations.id });
    if (!combo) continue;
    await tx.insert(combinationItems).values(
      items.map((g, sort) => ({
        combinationId: combo.id,
        goodsId: g.id,
        number: sort === 0 ? 2 : 1,
        priceFen: Math.max(1, Math.floor((g.base * 90) / 100)),
        sort,
      })),
    );
  }

  // Zone pages: sections of goods by category name, so each template shows real goods.
  const pick = async (like: string, n: number) =>
    (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT g.id FROM goods g WHERE g.is_buy AND g.stock > 0 AND NOT g.is_controlled AND g.name LIKE ${like}
            ORDER BY g.sales DESC, g.id LIMIT ${n}`,
      )
    ).map((r) => r.id);
  const zones = [
    {
      template: 'yjh',
      title: '冬季呼吸道用药节',
      subtitle: '止咳化痰 · 抗病毒 · 退热',
      theme: '#0050b3',
      s: [
        ['止咳化痰', '%咳%'],
        ['抗病毒', '%病毒%'],
        ['退热镇痛', '%布洛芬%'],
      ],
    },
    {
      template: 'yjh',
      title: '慢病用药关爱月',
      subtitle: '降压 · 降糖 · 调脂 长期用药更省',
      theme: '#237804',
      s: [
        ['降压', '%地平%'],
        ['降糖', '%格列%'],
        ['调脂', '%他汀%'],
      ],
    },
    {
      template: 'zqmb',
      title: '品质好药专区',
      subtitle: '大厂品牌 · 批批可溯',
      theme: '#c9252b',
      s: [
        ['感冒用药', '%感冒%'],
        ['维生素', '%维生素%'],
      ],
    },
    {
      template: 'hdmb',
      title: '月末清仓活动',
      subtitle: '好货低价 · 数量有限',
      theme: '#d46b08',
      s: [
        ['抗菌消炎', '%霉素%'],
        ['肠胃用药', '%肠%'],
      ],
    },
    {
      template: 'yyh',
      title: '药优惠 · 品牌特卖',
      subtitle: '精选品牌 会员专享价',
      theme: '#9e1068',
      s: [
        ['清热解毒', '%清热%'],
        ['胃药', '%胃%'],
      ],
    },
    {
      template: 'zhmz',
      title: '综合满赠专场',
      subtitle: '满额有礼 · 买就送',
      theme: '#531dab',
      s: [
        ['家庭常备', '%片%'],
        ['外用药', '%膏%'],
      ],
    },
  ] as const;
  for (const [k, z] of zones.entries()) {
    const sections = [];
    for (const [title, like] of z.s) sections.push({ title, goods_ids: await pick(like, 10) });
    await tx.insert(zonePages).values({
      template: z.template,
      title: z.title,
      subtitle: z.subtitle,
      theme: z.theme,
      bannerImage: '',
      sections,
      sort: zones.length - k,
      ...window,
    });
  }
  // 满额返现: 2万 1%, 5万 2%, 10万 3% of the month's received orders.
  await tx.insert(cashbackTiers).values([
    { thresholdFen: 2_000_000, ratePermille: 10 },
    { thresholdFen: 5_000_000, ratePermille: 20 },
    { thresholdFen: 10_000_000, ratePermille: 30 },
  ]);

  // 积分商城: everyday goods any business may receive (devices, health, disinfection), some for
  // points plus cash; and two past exchanges of the demo pharmacy so /jfdd shows real orders.
  const gifts = await queryRows<{ id: number; name: string; base: number }>(
    tx,
    sql`SELECT g.id, g.name, g.base_price_fen::int AS base FROM goods g
        WHERE g.is_buy AND g.stock > 50 AND g.scope IN ('device_1', 'food_health', 'disinfect')
        ORDER BY g.sales DESC, g.id LIMIT 10`,
  );
  const pointItems = await tx
    .insert(pointsGoods)
    .values(
      gifts.map((g, k) => ({
        goodsId: g.id,
        points: Math.max(100, Math.round(g.base / 100) * 100),
        cashFen: k % 3 === 2 ? Math.floor(g.base / 4) : 0,
        stock: k === 9 ? 0 : 50 + k * 10,
        perBuyer: k % 2 === 0 ? 2 : 0,
        sort: gifts.length - k,
        ...window,
      })),
    )
    .returning({ id: pointsGoods.id, goodsId: pointsGoods.goodsId, points: pointsGoods.points });
  const [demo] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM users WHERE username = 'kangjian'`);
  const address = {
    consignee: '张丽华',
    phone: '13800138001',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路398号康健大药房',
  };
  for (const [k, item] of pointItems.slice(0, 2).entries()) {
    if (!demo) break;
    const gift = gifts.find((g) => g.id === item.goodsId);
    await tx.insert(pointsOrders).values({
      orderNo: `JF${today.toISOString().slice(0, 10).replace(/-/g, '')}00000${k + 1}`,
      userId: demo.id,
      pointsGoodsId: item.id,
      goodsId: item.goodsId,
      goodsName: gift?.name ?? '',
      number: 1,
      points: item.points,
      status: k === 0 ? 'done' : 'shipped',
      address,
      logisticsCompany: '顺丰速运',
      trackingNo: `SF14${String(720_000_000 + k * 7_777).padStart(9, '0')}`,
      shippedAt: new Date(today.getTime() - (k === 0 ? 20 : 2) * DAY),
      createdAt: new Date(today.getTime() - (k === 0 ? 22 : 3) * DAY),
    });
  }

  // 幸运抽奖 of the home popup: 3 draws per buyer; prizes with their weights and stock.
  const [draw] = await tx
    .insert(draws)
    .values({
      title: '年终感恩季 幸运大抽奖',
      rules:
        '1. 资质审核通过的会员每人可抽3次；\n2. 优惠券、积分奖品即时发放至账户，可在会员中心查看；\n3. 实物奖品由客服在3个工作日内联系寄送；\n4. 奖品数量有限，抽完为止。',
      maxPerBuyer: 3,
      ...window,
    })
    .returning({ id: draws.id });
  const couponId = async (name: string) =>
    (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM coupons WHERE name = ${name} ORDER BY id LIMIT 1`,
      )
    )[0]?.id ?? null;
  if (draw) {
    await tx.insert(drawPrizes).values([
      {
        drawId: draw.id,
        name: '50元现金券',
        remarks: '已放入「我的钱包-现金券」，30天内有效',
        kind: 'coupon',
        couponId: await couponId('50元现金券'),
        weight: 300,
        stock: 50,
        sort: 1,
      },
      {
        drawId: draw.id,
        name: '满300减30优惠券',
        remarks: '已放入「我的钱包-优惠券」，30天内有效',
        kind: 'coupon',
        couponId: await couponId('新客满减券'),
        weight: 1200,
        stock: 300,
        sort: 2,
      },
      {
        drawId: draw.id,
        name: '500积分',
        remarks: '积分已到账，可在积分商城兑换礼品',
        kind: 'points',
        points: 500,
        weight: 800,
        stock: 200,
        sort: 3,
      },
      {
        drawId: draw.id,
        name: '100积分',
        remarks: '积分已到账，可在积分商城兑换礼品',
        kind: 'points',
        points: 100,
        weight: 2500,
        stock: 2000,
        sort: 4,
      },
      {
        drawId: draw.id,
        name: '欧姆龙电子血压计',
        remarks: '客服将在3个工作日内与您联系寄送',
        kind: 'goods',
        weight: 20,
        stock: 5,
        sort: 5,
      },
      {
        drawId: draw.id,
        name: '谢谢参与',
        remarks: '很遗憾，未中奖，下次再来',
        kind: 'none',
        weight: 5180,
        sort: 6,
      },
    ]);
  }

  return {
    pointsGoods: pointItems.length,
    couponCampaigns: CENTRE_COUPONS.length,
    controlledSales: controlled.length,
    zonePages: zones.length,
  };
}
