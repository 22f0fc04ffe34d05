import { Button, Checkbox, Tag } from 'antd';
import { LineParts } from '../../../components/common/LineParts';
import { HoverTip } from '../../../components/common/HoverTip';
import { Link } from 'react-router';
import type { CartLine } from '@shop/shared';
import { LadderHints } from './LadderHints';
import { QuantityStepper } from './QuantityStepper';

const TYPE_TAG: Record<number, { text: string; color: string }> = {
  1: { text: '秒杀', color: '#fa541c' },
  3: { text: '组合购', color: '#722ed1' },
};

export interface LineActions {
  onSelect: (ids: number[], selected: boolean) => void;
  onEdit: (id: number, n: number) => void;
  onDelete: (ids: number[]) => void;
}

export function CartLineRow({ line, actions }: { line: CartLine; actions: LineActions }) {
  const g = line.goods;
  const blocked = line.block_reason !== null && line.quantity_notice === null;
  const tag = TYPE_TAG[line.type];
  return (
    <div className={blocked ? 'cart-row is-blocked' : 'cart-row'} data-testid={`cart-line-${line.id}`}>
      <Checkbox
        aria-label={`选择 ${g.name}`}
        checked={line.is_selected === 1}
        disabled={blocked}
        onChange={(e) => actions.onSelect([line.id], e.target.checked)}
      />
      <Link to={`/list/info/${g.id}`} className="cart-thumb">
        {g.goods_image[0] ? (
          <img src={g.goods_image[0]} alt={g.name} loading="lazy" />
        ) : (
          <span>暂无图片</span>
        )}
      </Link>
      <div className="cart-info">
        <Link to={`/list/info/${g.id}`} className="cart-name">
          {tag && <Tag color={tag.color}>{tag.text}</Tag>}
          {line.combination ? line.combination.name : g.name}
        </Link>
        <div className="cart-meta">{g.sccj}</div>
        <div className="cart-meta">
          规格：{g.ypgg} · 单位：{g.bzdw} · 库存：{g.number}
        </div>
        {line.combination && (
          <div className="cart-meta">
            {line.combination.items.map((i) => `${i.name}×${i.number}`).join(' + ')}
          </div>
        )}
        {line.gift_data.total > 0 && (
          <Tag color="#13a8a8">
            赠 {line.gift_data.total}
            {g.bzdw}
          </Tag>
        )}
        {line.block_reason && <div className="cart-warn">{line.block_reason}</div>}
      </div>
      <div className="cart-price">
        <HoverTip title={line.explanation.join('；')}>
          <strong>¥{line.price}</strong>
        </HoverTip>
        {line.raw_price !== line.price && <del>¥{line.raw_price}</del>}
        {line.price_changed && (
          <div className="cart-warn" role="status">
            价格变动：原 ¥{line.seen_price}
          </div>
        )}
      </div>
      <div className="cart-qty">
        <QuantityStepper
          key={line.number}
          line={line}
          disabled={blocked}
          onCommit={(n) => actions.onEdit(line.id, n)}
        />
        <LadderHints line={line} />
      </div>
      <div className="cart-subtotal">
        <strong>¥{line.total}</strong>
        <LineParts parts={line.parts} unit={g.bzdw} />
        {Number(line.goods_manjian_amount) > 0 && (
          <div className="cart-meta">满减 -¥{line.goods_manjian_amount}</div>
        )}
      </div>
      <div className="cart-ops">
        <Button type="link" size="small" onClick={() => actions.onDelete([line.id])}>
          删除
        </Button>
      </div>
    </div>
  );
}
