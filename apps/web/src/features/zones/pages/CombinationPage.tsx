import { useState } from 'react';
import { Button, Empty, InputNumber, Spin, Tabs } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CombinationView } from '@shop/shared';
import { LINE_TYPE } from '@shop/shared/constants';
import { useAddToCart } from '../../cart';
import { GoodsImage } from '../../goods';
import { useCombinationGroups, useCombinations } from '../api/combinations';
import { detailPath } from '../components/PromoTile';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

/** One package: its items at package prices, the set price, and 加入购物车 as one type-3 line. */
function ComboCard({ combo }: { combo: CombinationView }) {
  const add = useAddToCart();
  const [sets, setSets] = useState(1);
  const [adding, setAdding] = useState(false);
  const first = combo.items[0]?.goods;
  const onAdd = async () => {
    if (!first) return;
    setAdding(true);
    try {
      await add([
        {
          goods_id: first.id,
          number: sets,
          type: LINE_TYPE.combination,
          goods_price_id: combo.id,
          ...(combo.price ? { price: combo.price } : {}),
        },
      ]);
    } catch {
      // Shown by the API client (spec §8).
    } finally {
      setAdding(false);
    }
  };
  return (
    <article className={combo.can_buy ? 'ky-combo' : 'ky-combo is-blocked'} aria-label={combo.name}>
      <header>
        <h3>{combo.name}</h3>
        <span>{combo.description}</span>
      </header>
      <ul className="ky-combo-items">
        {combo.items.map((i) => (
          <li key={i.goods.id}>
            <Link to={detailPath(i.goods.id)}>
              <GoodsImage images={i.goods.image ? [i.goods.image] : []} name={i.goods.name} size={96} />
            </Link>
            <div>
              <Link to={detailPath(i.goods.id)} className="ky-combo-name" title={i.goods.name}>
                {i.goods.name}
              </Link>
              <div className="ky-promo-line">{i.goods.ypgg}</div>
              <div className="ky-promo-line">{i.goods.sccj}</div>
              <div>
                {i.price !== null && <strong className="ky-red">¥{i.price}</strong>}
                <span className="ky-muted">
                  {' '}
                  × {i.number}
                  {i.goods.bzdw}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <footer>
        {combo.price === null ? (
          <Link to="/login">登录后查看组合价</Link>
        ) : (
          <div className="ky-combo-price">
            组合价 <strong>¥{combo.price}</strong>
            {combo.raw_price && <del>单买 ¥{combo.raw_price}</del>}
          </div>
        )}
        {combo.can_buy ? (
          <span className="ky-combo-buy">
            <InputNumber
              size="small"
              min={1}
              max={99}
              precision={0}
              value={sets}
              onChange={(v) => setSets(v ?? 1)}
              aria-label="套数"
              addonAfter="套"
              style={{ width: 110 }}
            />
            <Button
              type="primary"
              danger
              icon={<ShoppingCartOutlined />}
              loading={adding}
              onClick={() => void onAdd()}
            >
              加入购物车
            </Button>
          </span>
        ) : (
          <HoverTip title={combo.buy_block_reason}>
            <span className="ky-promo-reason">{combo.buy_block_reason ?? '暂不可购买'}</span>
          </HoverTip>
        )}
      </footer>
    </article>
  );
}

/** /zhzq 组合购: packages by group, each bought as one set. */
export default function CombinationPage() {
  const groups = useCombinationGroups();
  const [group, setGroup] = useState<string>('');
  const combos = useCombinations(group || undefined);
  const total = groups.data?.reduce((n, g) => n + g.count, 0) ?? 0;
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="组合购" description="常备药品组合装 · 组合价低于单买合计" adSlot="zhzq" />
      <Tabs
        activeKey={group}
        onChange={setGroup}
        items={[
          { key: '', label: `全部组合（${total}）` },
          ...(groups.data ?? []).map((g) => ({ key: g.name, label: `${g.name}（${g.count}）` })),
        ]}
      />
      {combos.isPending ? (
        <Spin spinning tip="加载中...">
          <div style={{ height: 200 }} />
        </Spin>
      ) : combos.data?.length ? (
        <div className="ky-combo-list">
          {combos.data.map((c) => (
            <ComboCard key={c.id} combo={c} />
          ))}
        </div>
      ) : (
        <Empty description="暂无组合套餐" />
      )}
    </div>
  );
}
