import { describe, expect, it } from 'vitest';
import { purchaseBlockReason, type EligibilityBuyer, type EligibilityGoods } from './purchase-eligibility';

const buyer: EligibilityBuyer = {
  signedIn: true,
  isPassed: true,
  businessScope: ['chemical', 'tcm_patent', 'device_2'],
};
const goods: EligibilityGoods = {
  isBuy: true,
  stock: 10,
  scope: 'chemical',
  isControlled: false,
  isEphedrine: false,
};

describe('purchaseBlockReason', () => {
  it('lets a verified buyer buy stocked goods in scope', () => {
    expect(purchaseBlockReason(buyer, goods)).toBeNull();
  });
  it('asks visitors to sign in first', () => {
    expect(purchaseBlockReason({ ...buyer, signedIn: false }, goods)).toBe('请登录后购买');
  });
  it('names what is missing for an unverified buyer', () => {
    const reason = purchaseBlockReason(
      { ...buyer, isPassed: false, qualificationNote: '营业执照待上传' },
      goods,
    );
    expect(reason).toBe('您的资质尚未审核通过，暂不能购买：营业执照待上传');
  });
  it('refuses goods outside the business scope, but not open scopes', () => {
    expect(purchaseBlockReason(buyer, { ...goods, scope: 'tcm_slices' })).toContain('中药饮片');
    expect(purchaseBlockReason(buyer, { ...goods, scope: 'device_1' })).toBeNull();
  });
  it('needs the ephedrine and controlled scopes for those goods', () => {
    expect(purchaseBlockReason(buyer, { ...goods, isEphedrine: true })).toContain('麻黄碱');
    expect(
      purchaseBlockReason(
        { ...buyer, businessScope: [...buyer.businessScope, 'ephedrine'] },
        { ...goods, isEphedrine: true },
      ),
    ).toBeNull();
    expect(purchaseBlockReason(buyer, { ...goods, isControlled: true })).toContain('控销');
  });
  it('reports no stock and delisted goods', () => {
    expect(purchaseBlockReason(buyer, { ...goods, stock: 0 })).toBe('该商品暂时缺货');
    expect(purchaseBlockReason(buyer, { ...goods, isBuy: false })).toContain('下架');
  });
  it('admits a controlled goods only to its audience: province, company kind or account manager', () => {
    const control = { provinces: ['330000'], companyKinds: ['clinic'], accountManagerIds: [7] };
    const kx = { ...goods, isControlled: true, control };
    const outsider = {
      ...buyer,
      regions: ['320000', '320100', '320102'],
      companyKind: 'pharmacy',
      accountManagerId: 3,
    };
    expect(purchaseBlockReason(outsider, kx)).toBe(
      '该商品为控销品种，仅限浙江省；诊所；指定客户经理名下客户采购',
    );
    expect(purchaseBlockReason({ ...outsider, regions: ['330000', '330100', '330106'] }, kx)).toBeNull();
    expect(purchaseBlockReason({ ...outsider, companyKind: 'clinic' }, kx)).toBeNull();
    expect(purchaseBlockReason({ ...outsider, accountManagerId: 7 }, kx)).toBeNull();
    // The 控销 scope alone does not open an audience-restricted goods.
    expect(
      purchaseBlockReason({ ...outsider, businessScope: ['chemical', 'controlled'] }, kx),
    ).not.toBeNull();
  });
});
