import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Qualification } from '@shop/shared';
import { queryRows } from '../../db/query';
import { companies, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { SAMPLE_FILES } from '../../../test/multipart';
import { approveQualification } from '../user/review.service';
import { cookieValue, post, registrationFields, submitRegistration, verifiedPhone } from './account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const filesOnDisk = () =>
  fs
    .readdirSync(t.deps.config.UPLOAD_DIR, { recursive: true })
    .map(String)
    .filter((f) => f.includes('.'));
const count = async (table: 'users' | 'companies' | 'licences' | 'uploads') =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
  )[0]?.n;

describe(describeName('registration'), () => {
  it('step 2 rules, each with its Chinese message', async () => {
    const ticket = await verifiedPhone(t, '13900002001');
    const base = {
      username: 'xinkang_ok',
      password: 'Kangning2026',
      password_confirmation: 'Kangning2026',
      kind: 'pharmacy',
    };
    const cases: [Record<string, string>, string][] = [
      [{ username: 'abc' }, '用户名为4-20位字母、数字或下划线'],
      [{ username: '新康药房' }, '用户名为4-20位字母、数字或下划线'],
      [{ username: 'a'.repeat(21) }, '用户名为4-20位字母、数字或下划线'],
      [{ password: 'Kn2026', password_confirmation: 'Kn2026' }, '密码至少8位'],
      [{ password: 'kangning', password_confirmation: 'kangning' }, '密码须同时包含字母和数字'],
      [{ password: '20262026', password_confirmation: '20262026' }, '密码须同时包含字母和数字'],
      [{ password: 'Password1', password_confirmation: 'Password1' }, '密码过于常见，请换一个'],
      [
        { username: 'xinkang99', password: 'XinKang99', password_confirmation: 'XinKang99' },
        '密码不能与用户名相同',
      ],
      [{ password_confirmation: 'Kangning2027' }, '两次输入的密码不一致'],
      [{ kind: 'supermarket' }, '请选择企业类型'],
      [{ username: 'KangJian' }, '该用户名已被使用，请换一个'],
    ];
    for (const [change, msg] of cases) {
      const res = await post(t, '/api/user/register/check', { ...base, ...change }, ticket);
      expect([res.statusCode, body(res).msg], JSON.stringify(change)).toEqual([422, msg]);
    }
    expect(body(await post(t, '/api/user/register/check', base, ticket)).data).toEqual({
      username: 'xinkang_ok',
      available: true,
    });
    const noTicket = await post(t, '/api/user/register/check', base);
    expect(body(noTicket).msg).toBe('手机验证已过期，请返回第一步重新获取验证码');
  });

  it('step 3 rules: credit code check digit, ID card checksum, region, dates, scope, files', async () => {
    const ticket = await verifiedPhone(t, '13900002002');
    const before = { users: await count('users'), files: filesOnDisk().length };
    const cases: [Record<string, unknown>, string][] = [
      [{ credit_code: '91330106MA2CFQ8X1L' }, '统一社会信用代码校验位不正确，请核对'],
      [{ credit_code: '9133010' }, '统一社会信用代码为18位'],
      [{ purchaser_id_no: '110105194912310021' }, '采购人身份证号不正确'],
      [{ district_code: '310101' }, '请选择所在地区'],
      [{ business_license_expires: '2020-01-01' }, '营业执照已过期，请上传有效证照'],
      [{ drug_license_expires: '2030-02-30' }, '许可证有效期不正确'],
      [{ business_scope: 'chemical,controlled' }, '经营范围不正确'],
      [{ business_scope: '' }, '请选择经营范围'],
      [{ company: '药房' }, '企业名称至少4个字'],
      [{ proxy_file: undefined }, '请上传采购委托书'],
      [{ drug_license_file: SAMPLE_FILES.exeAsJpg() }, '仅支持 JPG、PNG 图片或 PDF 文件'],
    ];
    for (const [change, msg] of cases) {
      const res = await submitRegistration(t, ticket, {
        ...registrationFields('bad'),
        ...(change as object),
      });
      expect([res.statusCode, body(res).msg], JSON.stringify(Object.keys(change))).toEqual([422, msg]);
    }
    expect(await count('users')).toBe(before.users);
    // The .exe came after two good files were written: they were removed again.
    expect(filesOnDisk().length).toBe(before.files);
  });

  it('registers in one go, signs in, shows 审核中, cannot buy until approved, and 459 until the contract is signed', async () => {
    const phone = '13900002003';
    const ticket = await verifiedPhone(t, phone);
    const res = await submitRegistration(t, ticket, registrationFields('a1'));
    expect(body(res)).toMatchObject({
      code: 10000,
      msg: '注册成功，资料审核中',
      data: { username: 'xinkang_a1', is_passed: false },
    });
    const cookie = `ys_sid=${cookieValue(res, 'ys_sid')}`;
    // The storefront draws the signed-in header only where this readable hint is set.
    expect(cookieValue(res, 'ky_login')).toBe('1');
    const base = body<{ company: string; is_passed: boolean; phone: string }>(
      await t.app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } }),
    ).data;
    expect(base).toMatchObject({ company: '杭州新康大药房a1店', is_passed: false, phone });
    const zizhi = body<Qualification>(
      await t.app.inject({ method: 'GET', url: '/api/user/zizhi', headers: { cookie } }),
    ).data;
    expect(zizhi.status).toBe('pending');
    expect(zizhi.certificates.map((c) => [c.code, c.status, c.image_url !== null])).toEqual([
      ['business_license', 'pending', true],
      ['drug_license', 'pending', true],
      ['purchase_proxy', 'pending', true],
      ['id_card', 'pending', true],
    ]);
    expect(zizhi.certificates[0]?.number).toBe('91330106MA2CFQ8X1E');
    const img = await t.app.inject({
      method: 'GET',
      url: zizhi.certificates[0]?.image_url ?? '',
      headers: { cookie },
    });
    expect(img.statusCode).toBe(200);
    // Another buyer cannot read these licences.
    const other = await signIn(t.app, 'pharmacy');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: zizhi.certificates[0]?.image_url ?? '',
          headers: { cookie: other },
        })
      ).statusCode,
    ).toBe(404);

    const [goods] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`SELECT id FROM goods WHERE is_buy AND stock > 100 AND scope = 'chemical' AND NOT is_controlled AND NOT is_ephedrine ORDER BY id LIMIT 1`,
    );
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie },
        payload: { params: [{ goods_id: goods?.id, number: 1 }] },
      });
    expect(body(await add()).msg).toContain('您的资质尚未审核通过');

    const [u] = await t.deps.database.db.select().from(users).where(eq(users.username, 'xinkang_a1'));
    // The cascader's codes (33, 3301, 330106) are kept as six-digit GB/T 2260 codes; names for display.
    const [co] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, u?.companyId ?? 0));
    expect(co).toMatchObject({
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
    });
    await approveQualification(t.deps.database.db, u?.id ?? 0, { scope: ['chemical', 'tcm_patent'] });
    const messages = body<{ list: { title: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/user/messages', headers: { cookie } }),
    ).data;
    expect(messages.list.map((m) => m.title)).toContain('资质审核通过');
    expect(body(await add()).code).toBe(10000);

    const checkout = () =>
      t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { cookie }, payload: {} });
    const refused = await checkout();
    expect(body(refused)).toMatchObject({
      code: 459,
      msg: '您尚未签署本年度采购合同，请先签署电子合同后再下单',
    });
    const contract = body<{ signed: boolean; company: string; clauses: { body: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/user/contract', headers: { cookie } }),
    ).data;
    expect(contract.signed).toBe(false);
    expect(contract.clauses[0]?.body).toContain('杭州新康大药房a1店');
    const noTick = await post(t, '/api/user/contract/sign', { signer_name: '王新康' }, cookie);
    expect(body(noTick).msg).toBe('请阅读并勾选同意合同条款');
    const signed = await post(
      t,
      '/api/user/contract/sign',
      { signer_name: '王新康', agree: '1' },
      cookie,
      '36.22.1.9',
    );
    expect(body(signed).data).toMatchObject({ signed: true, signer_name: '王新康', signed_ip: '36.22.1.9' });
    expect(body(await checkout()).code).toBe(10000);
  });

  it('refuses a duplicate mobile or username and creates nothing', async () => {
    const ticket = await verifiedPhone(t, '13900002004');
    const before = await count('companies');
    const dupName = await submitRegistration(t, ticket, {
      ...registrationFields('b1'),
      username: DEMO_ACCOUNTS.pharmacy.username,
    });
    expect(body(dupName).msg).toBe('该用户名已被使用，请换一个');
    const ok = await submitRegistration(t, ticket, registrationFields('b2'));
    expect(body(ok).code).toBe(10000);
    // The same verified mobile cannot open a second account.
    const dupPhone = await submitRegistration(t, ticket, registrationFields('b3'));
    expect(body(dupPhone).msg).toBe('该手机号已注册，请直接登录或找回密码');
    expect(await count('companies')).toBe((before ?? 0) + 1);
  });

  it('a clinic needs a practice licence and gets one; the demo clinic stays as it was', async () => {
    const ticket = await verifiedPhone(t, '13900002005');
    const res = await submitRegistration(t, ticket, {
      ...registrationFields('c1'),
      kind: 'clinic',
      company: '杭州西溪社区诊所',
    });
    const cookie = `ys_sid=${cookieValue(res, 'ys_sid')}`;
    const zizhi = body<Qualification>(
      await t.app.inject({ method: 'GET', url: '/api/user/zizhi', headers: { cookie } }),
    ).data;
    expect(zizhi.certificates.map((c) => c.name)).toContain('医疗机构执业许可证');
    const [c] = await t.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, '杭州西溪社区诊所'));
    expect(c?.kind).toBe('clinic');
  });
});
