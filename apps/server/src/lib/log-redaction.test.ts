/** Issue 14, defect 18: logs keep no phone numbers, addresses, cookies or query strings. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { describeName, createTestApp, type TestApp } from '../../test/test-app';
import { loggerOptions } from './log-redaction';

describe(describeName('log redaction'), () => {
  let t: TestApp;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp(t.deps, loggerOptions('info', { stream }));
    // A query failing the way PostgreSQL failures are reported, with the statement's parameters.
    app.post('/api/test/failing-query', () => {
      throw new Error(
        'Failed query: insert into "user_addresses" ("consignee","phone","detail") values ($1,$2,$3)\n' +
          'params: 李药师,13912345678,西湖区文三路100号一楼药房',
        { cause: new Error('duplicate key for 11010519491231002X at 13800138001') },
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('error logs carry neither the parameters nor phone or id numbers; request logs no query or cookie', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/failing-query?phone=13912345678&keyword=李药师',
      headers: { cookie: 'ys_sid=secret-session-token' },
      payload: { consignee: '李药师', phone: '13912345678' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('unhandled error');
    for (const secret of [
      '13912345678',
      '13800138001',
      '11010519491231002X',
      '李药师',
      '文三路',
      'secret-session-token',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('a quick successful read writes no access line; a failed read and a write do', async () => {
    const access = () =>
      lines
        .filter((l) => l.includes('request completed'))
        .map((l) => JSON.parse(l) as { res: { statusCode: number }; req: { url: string } });
    const before = access().length;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(access()).toHaveLength(before);
    expect((await app.inject({ url: '/api/no-such-call' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/user/login', payload: {} })).statusCode).toBe(422);
    expect(
      access()
        .slice(before)
        .map((l) => l.res.statusCode),
    ).toEqual([404, 422]);
  });
});
