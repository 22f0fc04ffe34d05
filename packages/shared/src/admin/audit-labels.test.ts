import { describe, expect, it } from 'vitest';
import { auditActionText, auditTargetText } from './audit-labels';

describe('audit labels', () => {
  it('names actions and entities in Chinese', () => {
    expect(auditActionText('order.confirm_transfer')).toBe('订单·确认转账到账');
    expect(auditActionText('role.disable')).toBe('角色·停用');
    expect(auditActionText('lot.freeze')).toBe('批次·冻结');
    expect(auditTargetText('goods_lot')).toBe('批次');
    expect(auditActionText('service.chat_assign')).toBe('客服·改派会话');
  });

  it('shows an unknown or inherited name as it is', () => {
    expect(auditActionText('x.constructor')).toBe('x.constructor');
    expect(auditActionText('constructor.toString')).toBe('constructor.toString');
    expect(auditTargetText('__proto__')).toBe('__proto__');
  });
});
