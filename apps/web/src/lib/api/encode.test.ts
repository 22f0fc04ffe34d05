import { describe, expect, it } from 'vitest';
import { encodeForm, encodeQuery } from './encode';

// The server parses these with qs: the wire format must stay exactly what qs.stringify wrote.
describe('form and query encoding', () => {
  it('sends cart lines as indexed brackets, escaped', () => {
    expect(encodeForm({ params: [{ goods_id: 1, number: 2 }], remark: '急 用(1)' })).toBe(
      'params%5B0%5D%5Bgoods_id%5D=1&params%5B0%5D%5Bnumber%5D=2&remark=%E6%80%A5%20%E7%94%A8%281%29',
    );
  });

  it('leaves out undefined and empty lists, sends null as empty', () => {
    expect(encodeQuery({ page: 1, keyword: undefined, ids: [], brand: null, hot: true })).toBe(
      'page=1&brand=&hot=true',
    );
    expect(encodeQuery(undefined)).toBe('');
  });
});
