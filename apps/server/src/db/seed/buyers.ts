import type { Tx } from '../client';
import { accountManagers, chains, companies, messages, users } from '../schema/index';
import { makeCreditCode } from './codes';
import { ACCOUNT_MANAGERS, DEMO_COMPANY_DETAILS, OTHER_BUYERS } from './fixtures/buyers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { Rng } from './prng';
import { hashPassword } from '../../modules/auth/password';

type CompanyInsert = typeof companies.$inferInsert;
type UserInsert = typeof users.$inferInsert;

const ALL_SCOPES = [
  'chemical',
  'tcm_patent',
  'tcm_slices',
  'biological',
  'device_1',
  'device_2',
  'device_3',
  'food_health',
  'family_planning',
  'disinfect',
  'ephedrine',
];
const PHARMACY_SCOPES = ALL_SCOPES.filter((s) => s !== 'device_3' && s !== 'biological');
const CLINIC_SCOPES = [
  'chemical',
  'tcm_patent',
  'biological',
  'device_1',
  'device_2',
  'device_3',
  'disinfect',
];

const DAY = 86_400_000;

/** A district's six-digit GB/T 2260 codes with its city's and province's: what regional rules compare. */
const regionCodes = (district: string) => ({
  provinceCode: `${district.slice(0, 2)}0000`,
  cityCode: `${district.slice(0, 4)}00`,
  districtCode: district,
});

/** Account managers, the chain, the demo buyers and about thirty more buyer companies. */
export async function seedBuyers(tx: Tx, today: Date, rng: Rng): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const managers = await tx
    .insert(accountManagers)
    .values(ACCOUNT_MANAGERS)
    .returning({ id: accountManagers.id });
  const managerId = (k: number) => managers[k]?.id ?? null;
  const [chain] = await tx
    .insert(chains)
    .values({ name: '浙江益心堂医药连锁有限公司' })
    .returning({ id: chains.id });

  const licence = (city: string) => `浙${rng.pick(['CB', 'DB', 'CA'])}${city}${rng.digits(4)}`;
  const companyRow = (key: keyof typeof DEMO_ACCOUNTS): CompanyInsert => {
    const d = DEMO_COMPANY_DETAILS[key];
    const demo = DEMO_ACCOUNTS[key];
    return {
      name: demo.company,
      kind: d.kind,
      chainId: d.kind === 'chain_store' ? (chain?.id ?? null) : null,
      creditCode: makeCreditCode(d.area, rng),
      drugLicenseNo: d.kind === 'clinic' ? null : licence(d.area.startsWith('3302') ? '574' : '571'),
      businessScope:
        d.kind === 'clinic' ? CLINIC_SCOPES : d.kind === 'chain_store' ? PHARMACY_SCOPES : ALL_SCOPES,
      isPassed: key !== 'clinic',
      qualificationNote:
        key === 'clinic' ? '《医疗机构执业许可证》待上传；采购委托书未加盖公章，请重新上传。' : null,
      ...regionCodes(d.area),
      province: d.province,
      city: d.city,
      district: d.district,
      address: d.address,
      invoiceTitle: demo.company,
      taxNo: null,
    };
  };
  const keys = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];
  const demoCompanies = await tx
    .insert(companies)
    .values(
      keys.map((k, i) => {
        const row = companyRow(k);
        // 专票开票资料 as a finance clerk would have filed them (the clinic has not yet).
        const profile =
          k === 'clinic'
            ? {}
            : {
                invoiceAddress: `${row.province}${row.city}${row.district}${row.address}`,
                invoicePhone: `0571-8${String(7_650_000 + i * 1_113).padStart(7, '0')}`,
                invoiceBank: i % 2 === 0 ? '中国工商银行杭州西湖支行' : '中国建设银行杭州高新支行',
                invoiceAccount: `1202${String(20_090_000_000 + i * 7_331_017).padStart(15, '0')}`,
              };
        return { ...row, taxNo: row.creditCode, ...profile };
      }),
    )
    .returning({ id: companies.id });

  const demoUser = (k: keyof typeof DEMO_ACCOUNTS, i: number): UserInsert => {
    const base = {
      username: DEMO_ACCOUNTS[k].username,
      phone: DEMO_ACCOUNTS[k].phone,
      passwordHash,
      companyId: demoCompanies[i]?.id ?? 0,
      createdAt: new Date(today.getTime() - (400 - i * 30) * DAY),
    };
    switch (k) {
      case 'pharmacy':
        return {
          ...base,
          name: '张丽华',
          rank: '钻石会员',
          accountManagerId: managerId(1),
          balanceFen: 5_000_000,
          points: 12680,
          wechat: 'kangjian_zlh',
          isSpecial: true,
          // Chat is on for every buyer by default; this one shows a buyer the service desk switched off.
          isCanChat: false,
        };
      case 'clinic':
        return {
          ...base,
          name: '陈仁爱',
          rank: '普通会员',
          accountManagerId: managerId(0),
          balanceFen: 0,
          points: 0,
          isAfterSale: false,
        };
      case 'chain':
        return {
          ...base,
          name: '刘益心',
          rank: '金牌会员',
          accountManagerId: managerId(2),
          balanceFen: 1_288_000,
          points: 5320,
          isCanChat: true,
        };
      default:
        return {
          ...base,
          name: k === 'chainStore2' ? '赵敏' : '孙浩',
          rank: '金牌会员',
          accountManagerId: managerId(2),
          balanceFen: 0,
          points: 860,
        };
    }
  };
  const demoUsers = await tx
    .insert(users)
    .values(keys.map((k, i) => demoUser(k, i)))
    .returning({ id: users.id, username: users.username });

  const pharmacyUser = demoUsers.find((u) => u.username === DEMO_ACCOUNTS.pharmacy.username);
  if (pharmacyUser) {
    await tx.insert(messages).values(
      PHARMACY_MESSAGES.map((m, k) => ({
        userId: pharmacyUser.id,
        title: m[0],
        content: m[1],
        isRead: k >= 3,
        createdAt: new Date(today.getTime() - (k * 2 + 1) * DAY),
      })),
    );
  }

  const others = await tx
    .insert(companies)
    .values(
      OTHER_BUYERS.map(([name, kind, province, city, district, address, area], k) => {
        const creditCode = makeCreditCode(area, rng);
        return {
          name,
          kind,
          creditCode,
          drugLicenseNo:
            kind === 'pharmacy'
              ? `${province.slice(0, 1)}${rng.pick(['CB', 'DB'])}${area.slice(2, 5)}${rng.digits(4)}`
              : null,
          businessScope:
            kind === 'pharmacy'
              ? PHARMACY_SCOPES.filter((s) => s !== 'ephedrine' || k % 2 === 0)
              : CLINIC_SCOPES,
          isPassed: k % 9 !== 4,
          qualificationNote: k % 9 === 4 ? '《营业执照》已过期，请上传最新证照。' : null,
          ...regionCodes(area),
          province,
          city,
          district,
          address,
          invoiceTitle: name,
          taxNo: creditCode,
        };
      }),
    )
    .returning({ id: companies.id });
  await tx.insert(users).values(
    others.map((c, k) => ({
      username: `kh${String(10001 + k)}`,
      phone: `1${rng.pick(['35', '37', '38', '39', '50', '58', '87', '88'])}${rng.digits(8)}`,
      passwordHash,
      name:
        rng.pick(['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周']) +
        rng.pick(['建华', '丽娟', '海燕', '志强', '秀英', '文杰', '晓明', '春梅', '国平', '婷']),
      companyId: c.id,
      accountManagerId: managerId(k % ACCOUNT_MANAGERS.length),
      balanceFen: rng.chance(0.4) ? rng.int(100, 5000) * 100 : 0,
      points: rng.int(0, 8000),
      createdAt: new Date(today.getTime() - rng.int(30, 900) * DAY),
    })),
  );
  return {
    companies: demoCompanies.length + others.length,
    users: demoUsers.length + others.length,
    accountManagers: managers.length,
  };
}

const PHARMACY_MESSAGES: [string, string][] = [
  ['订单已发货', '您的订单 KY20250312000186 已由康源自有物流发出，预计明日上午送达，请注意查收。'],
  ['资质即将到期提醒', '贵公司《药品经营许可证》将于60天后到期，请及时上传换发后的证照，以免影响采购。'],
  ['优惠券到账', '恭喜您获得满1000减50优惠券1张，有效期至本月底，请在“我的钱包-优惠券”中查看。'],
  ['满额返现已到账', '您上月采购满20000元，返现300.00元已存入账户余额。'],
  ['新品上架通知', '以岭连花清瘟胶囊（0.35g*48粒）已上架控销专区，欢迎采购。'],
  ['系统维护公告', '平台将于本周日凌晨2:00-4:00进行系统升级，期间暂停下单，给您带来不便敬请谅解。'],
];
