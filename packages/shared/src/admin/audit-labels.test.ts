import { describe, expect, it } from 'vitest';
import { auditActionText, auditTargetText } from './audit-labels';

describe('audit labels', () => {
  it('names actions and entities in Chinese', () => {
    expect(auditActionText('order.confirm_transfer')).toBe('订单·确认转账到账');
    expect(auditActionText('role.disable')).toBe('角色·停用');
    expect(auditActionText('lot.freeze')).toBe('批次·冻结');
    expect(auditTargetText('goods_lot')).toBe('批次');
    expect(auditActionText('service.chat_assign')).toBe('客服·改派会话');
    expect(auditActionText('operator.sign_in')).toBe('操作员·登录');
    expect(auditActionText('promotion.manjian.off')).toBe('促销(满减)·下线');
    expect(auditActionText('promotion.groupbuy.end')).toBe('促销(拼团)·提前结束');
    expect(auditActionText('import.lots')).toBe('导入·批次库存');
    expect(auditActionText('export.orders')).toBe('导出·订单');
    expect(auditActionText('ad.create')).toBe('广告·新增');
  });

  it('shows an unknown or inherited name as it is', () => {
    expect(auditActionText('x.constructor')).toBe('x.constructor');
    expect(auditActionText('constructor.toString')).toBe('constructor.toString');
    expect(auditTargetText('__proto__')).toBe('__proto__');
    expect(auditActionText('promotion.constructor.on')).toBe('promotion.constructor.on');
    expect(auditActionText('import.toString')).toBe('import.toString');
  });
});
