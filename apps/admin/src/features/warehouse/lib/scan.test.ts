import { describe, expect, it } from 'vitest';
import { lineProblem, placeCode, type Line } from './scan';

const line = (line_id: number, drug_id_code: string, number: number, traced = true): Line => ({
  line_id,
  name: `商品${line_id}`,
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  bzdw: '盒',
  number,
  drug_id_code,
  traced,
  lots: [{ batch_no: 'B1', expires_on: '2028-01-01', number }],
  codes: [],
});
const lines = [line(1, '8100001', 2), line(2, '8100002', 1), line(3, '', 3, false)];
const code = (prefix: string, n: number) => prefix + String(n).padStart(13, '0');

describe('复核 scan placement', () => {
  it('puts a code on the line whose 药品标识码 it starts with', () => {
    expect(placeCode(lines, {}, code('8100002', 1))).toEqual({ lineId: 2 });
  });
  it('refuses a code of the wrong length without touching any line', () => {
    const r = placeCode(lines, {}, '81000011234');
    expect(r.lineId).toBeNull();
    expect(r.error).toContain('20位');
  });
  it('refuses a prefix no line of the order has', () => {
    const r = placeCode(lines, {}, code('6900000', 1));
    expect(r.lineId).toBeNull();
    expect(r.error).toContain('6900000');
  });
  it('refuses the same code twice and more codes than units, on that line', () => {
    const c = code('8100001', 1);
    const dup = placeCode(lines, { 1: [c] }, c);
    expect(dup.lineId).toBe(1);
    expect(dup.error).toContain('重复');
    const full = { 1: [c, code('8100001', 2)] };
    const over = placeCode(lines, full, code('8100001', 3));
    expect(over.lineId).toBe(1);
    expect(over.error).toContain('多于');
  });
  it('fills the next line of the same goods when the first is full', () => {
    const two = [line(1, '8100001', 1), line(4, '8100001', 1)];
    expect(placeCode(two, { 1: [code('8100001', 1)] }, code('8100001', 2))).toEqual({ lineId: 4 });
  });
  it('a traced line is done at its quantity; an untraced one once ticked', () => {
    expect(lineProblem(lines[0]!, [code('8100001', 1)], false)).toBe('还差 1 个');
    expect(lineProblem(lines[0]!, [code('8100001', 1), code('8100001', 2)], false)).toBeNull();
    expect(lineProblem(lines[2]!, [], false)).toContain('勾选');
    expect(lineProblem(lines[2]!, [], true)).toBeNull();
  });
});
