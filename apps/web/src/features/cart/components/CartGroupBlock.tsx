import { Checkbox, Tag } from 'antd';
import type { CartGroup } from '@shop/shared';
import { CartLineRow, type LineActions } from './CartLineRow';

const GROUP_TAG: Record<CartGroup['type'], string> = {
  manjian: '满减',
  flash: '秒杀',
  combination: '组合购',
  normal: '普通',
};

/** One activity's lines with its tier status: 已满足 for reached tiers, 还差 ¥x for the others. */
export function CartGroupBlock({ group, actions }: { group: CartGroup; actions: LineActions }) {
  const selectable = group.lines.filter((l) => l.block_reason === null || l.quantity_notice !== null);
  const allOn = selectable.length > 0 && selectable.every((l) => l.is_selected === 1);
  const m = group.manjian;
  return (
    <section className="cart-group" aria-label={group.title}>
      <header className="cart-group-head">
        <Checkbox
          aria-label={`选择${group.title}全部商品`}
          checked={allOn}
          indeterminate={!allOn && selectable.some((l) => l.is_selected === 1)}
          onChange={(e) =>
            actions.onSelect(
              selectable.map((l) => l.id),
              e.target.checked,
            )
          }
        />
        <Tag color={group.type === 'manjian' ? '#eb2f96' : 'default'}>{GROUP_TAG[group.type]}</Tag>
        <span className="cart-group-title">{group.title}</span>
        {m && (
          <span className="cart-tiers" data-testid={`manjian-${m.id}`}>
            {m.tiers.map((t) => (
              <span key={t.amount} className={t.status === 1 ? 'cart-tier is-met' : 'cart-tier'}>
                满¥{t.amount}减¥{t.reduce}
                {t.status === 1 ? ' 已满足' : ` 还差 ¥${t.short_by}`}
              </span>
            ))}
            {Number(m.reduce) > 0 && <strong className="cart-tier-saved">已减 ¥{m.reduce}</strong>}
          </span>
        )}
      </header>
      {group.lines.map((line) => (
        <CartLineRow key={line.id} line={line} actions={actions} />
      ))}
    </section>
  );
}
