import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { messages, users } from '../../db/schema/index';
import { replyFeedback } from './feedback.service';
import { answerWanted, notifyWantedForGoods } from './wanted.service';

interface Page<T> {
  list: T[];
  total: number;
}
interface FeedbackView {
  id: number;
  type_text: string;
  content: string;
  images: Array<{ id: number; url: string }>;
  reply: string | null;
}
interface WantedView {
  id: number;
  name: string;
  status: string;
  status_text: string;
  reply: string | null;
  goods_id: number | null;
  price: string | null;
}

let t: TestApp;
let pharmacy: string;
let clinic: string;
beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await signIn(t.app, 'pharmacy');
  clinic = await signIn(t.app, 'clinic');
}, 60_000);
afterAll(async () => t.close());

const db = () => t.deps.database.db;
const get = (url: string, cookie = pharmacy) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object, cookie = pharmacy) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const uploadPhoto = async (cookie: string) => {
  const { payload, headers } = await multipart({ file: SAMPLE_FILES.png(), kind: 'feedback' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie },
  });
  return body<{ id: number }>(res).data.id;
};
const messagesOf = async (username: string) => {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return db()
    .select()
    .from(messages)
    .where(eq(messages.userId, u?.id ?? 0));
};

describe('feedback', () => {
  it('takes type, text and up to 3 own photos, lists them with the shop’s reply', async () => {
    const photo = await uploadPhoto(pharmacy);
    const sent = body<{ id: number }>(
      await post('/api/user/feedback', {
        type: 'delivery',
        content: '上周订单外箱破损，希望加强包装。',
        images: [photo],
      }),
    );
    expect(sent.code).toBe(10000);
    let list = body<Page<FeedbackView>>(await get('/api/user/feedback')).data.list;
    expect(list[0]).toMatchObject({ id: sent.data.id, type_text: '物流配送', reply: null });
    expect(list[0]?.images.map((i) => i.id)).toEqual([photo]);

    await replyFeedback(db(), sent.data.id, '已通知仓库加固外箱，感谢反馈。');
    list = body<Page<FeedbackView>>(await get('/api/user/feedback')).data.list;
    expect(list[0]?.reply).toBe('已通知仓库加固外箱，感谢反馈。');
    expect((await messagesOf('kangjian')).some((m) => m.title === '您的意见反馈已回复')).toBe(true);
    await expect(replyFeedback(db(), sent.data.id, '再次回复')).rejects.toThrow('该反馈已回复');
  });

  it('refuses another buyer’s photo, a 4th photo and empty text; lists only the buyer’s own', async () => {
    const theirs = await uploadPhoto(clinic);
    const res = body(
      await post('/api/user/feedback', { type: 'goods', content: '包装破损严重', images: [theirs] }),
    );
    expect(res.code).toBe(422);
    expect(res.msg).toBe('上传的文件不存在或已失效，请重新上传');
    expect(
      body(await post('/api/user/feedback', { type: 'goods', content: '包装破损严重', images: [1, 2, 3, 4] }))
        .msg,
    ).toBe('最多上传3张图片');
    expect(body(await post('/api/user/feedback', { type: 'goods', content: '' })).msg).toBe('请填写反馈内容');
    expect(body(await post('/api/user/feedback', { type: 'x', content: '包装破损严重' })).msg).toBe(
      '请选择反馈类型',
    );
    // Photos are optional.
    expect(
      body(await post('/api/user/feedback', { type: 'site', content: '希望增加按批准文号搜索。' }, clinic))
        .code,
    ).toBe(10000);
    const clinicList = body<Page<FeedbackView>>(await get('/api/user/feedback', clinic)).data;
    expect(clinicList.total).toBe(1);
    expect(clinicList.list[0]?.content).toBe('希望增加按批准文号搜索。');
  });
});

describe('wanted varieties', () => {
  it('records a request, shows the shop’s answer, and refuses answering twice', async () => {
    const sent = body<{ id: number }>(
      await post('/api/user/wanted', {
        name: '金刚藤胶囊',
        spec: '0.5g*36粒',
        maker: '湖北福人',
        quantity: 50,
        price: '28.5',
      }),
    );
    expect(sent.code).toBe(10000);
    const item = body<WantedView>(await get(`/api/user/wanted/${sent.data.id}`)).data;
    expect(item).toMatchObject({
      name: '金刚藤胶囊',
      status: 'pending',
      status_text: '待回复',
      price: '28.50',
    });

    await answerWanted(db(), sent.data.id, { reply: '已联系厂家，预计下月到货。' });
    const answered = body<WantedView>(await get(`/api/user/wanted/${sent.data.id}`)).data;
    expect(answered).toMatchObject({ status: 'answered', reply: '已联系厂家，预计下月到货。' });
    await expect(answerWanted(db(), sent.data.id, { reply: '再答' })).rejects.toThrow('该求购已回复');
  });

  it('links open requests to a goods when it is listed and messages the buyer', async () => {
    const sent = body<{ id: number }>(await post('/api/user/wanted', { name: '阿莫西林胶囊', quantity: 10 }));
    const linked = await notifyWantedForGoods(db(), 1);
    expect(linked).toBeGreaterThanOrEqual(1);
    const item = body<WantedView>(await get(`/api/user/wanted/${sent.data.id}`)).data;
    expect(item).toMatchObject({ status: 'listed', goods_id: 1, status_text: '已上架' });
    expect((await messagesOf('kangjian')).some((m) => m.title === '您求购的品种已上架：阿莫西林胶囊')).toBe(
      true,
    );
  });

  it('never shows one buyer’s request to another and checks the form', async () => {
    const list = body<Page<WantedView>>(await get('/api/user/wanted')).data;
    const mine = list.list[0]?.id ?? 0;
    expect(body(await get(`/api/user/wanted/${mine}`, clinic)).code).toBe(404);
    expect(body<Page<WantedView>>(await get('/api/user/wanted', clinic)).data.total).toBe(0);
    expect(body(await post('/api/user/wanted', { name: '', quantity: 1 })).msg).toBe('请填写品种名称');
    expect(body(await post('/api/user/wanted', { name: '金刚藤胶囊', quantity: 0 })).msg).toBe(
      '求购数量须为正整数',
    );
    expect(body(await post('/api/user/wanted', { name: '金刚藤胶囊', quantity: 1, price: 'abc' })).msg).toBe(
      '期望价格格式不正确',
    );
  });
});
