import { useState } from 'react';
import { Button, Empty, InputNumber, Modal, Radio, Spin } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { PointsGoodsItem } from '@shop/shared';
import { useAddressListQuery } from '../../member';
import { GoodsImage } from '../../goods';
import { useExchangePoints, usePointsMall } from '../api/points';
import { detailPath } from '../components/PromoTile';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';
import { message } from '../../../lib/feedback';

const priceText = (i: PointsGoodsItem) =>
  i.cash === '0.00' ? `${i.points}积分` : `${i.points}积分+¥${i.cash}`;

/** The exchange dialog: quantity, delivery address, and what it will cost. */
function ExchangeDialog({
  item,
  myPoints,
  onClose,
}: {
  item: PointsGoodsItem;
  myPoints: number;
  onClose: () => void;
}) {
  const [number, setNumber] = useState(1);
  const addresses = useAddressListQuery();
  const [addressId, setAddressId] = useState<number | undefined>();
  const chosen = addressId ?? addresses.data?.find((a) => a.is_default)?.id ?? addresses.data?.[0]?.id;
  const exchange = useExchangePoints();
  const navigate = useNavigate();
  const max = Math.min(99, item.stock, item.per_buyer > 0 ? item.per_buyer - item.exchanged_by_me : 99);
  const need = item.points * number;
  const submit = () => {
    if (!chosen) return;
    exchange.mutate(
      { id: item.id, number, address_id: chosen },
      {
        onSuccess: (r) => {
          message.success(`兑换成功，剩余${r.points_left}积分`);
          onClose();
          void navigate('/jfdd');
        },
      },
    );
  };
  return (
    <Modal
      open
      title={`兑换：${item.goods.name}`}
      okText="确认兑换"
      cancelText="取消"
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: !chosen || need > myPoints || max < 1, loading: exchange.isPending }}
    >
      <p>
        兑换数量：
        <InputNumber
          min={1}
          max={Math.max(max, 1)}
          value={number}
          onChange={(v) => setNumber(v ?? 1)}
          precision={0}
        />
        {item.per_buyer > 0 && <span className="ky-muted"> 每人限兑{item.per_buyer}件</span>}
      </p>
      <p>
        需要 <strong className="ky-red">{need}积分</strong>
        {item.cash !== '0.00' && (
          <>
            {' '}
            + <strong className="ky-red">¥{(Number(item.cash) * number).toFixed(2)}</strong>（从余额扣除）
          </>
        )}
        ，您现有 {myPoints} 积分
      </p>
      <div>收货地址：</div>
      {addresses.data?.length ? (
        <Radio.Group
          value={chosen}
          onChange={(e) => setAddressId(Number(e.target.value))}
          style={{ display: 'grid', gap: 6 }}
        >
          {addresses.data.map((a) => (
            <Radio key={a.id} value={a.id}>
              {a.consignee} {a.phone} {a.full_address}
            </Radio>
          ))}
        </Radio.Group>
      ) : (
        <Link to="/zhzx/addr">请先添加收货地址</Link>
      )}
    </Modal>
  );
}

/** /jfsc 积分商城: goods for points or points plus cash; exchanges become points orders (/jfdd). */
export default function PointsMallPage() {
  const { data, isPending } = usePointsMall();
  const [picked, setPicked] = useState<PointsGoodsItem | null>(null);
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="积分商城" description="采购积分兑好礼 · 兑换后与普通订单一样发货" adSlot="jfsc" />
      <div className="ky-jf-bar">
        {data?.my_points != null ? (
          <>
            我的积分：<strong>{data.my_points}</strong>
            <Link to="/jfdd">我的积分订单</Link>
          </>
        ) : (
          <Link to="/login?redirect=/jfsc">登录后查看积分并兑换</Link>
        )}
      </div>
      {isPending ? (
        <Spin spinning tip="加载中...">
          <div style={{ height: 200 }} />
        </Spin>
      ) : data?.list.length ? (
        <ul className="ky-promo-grid">
          {data.list.map((i) => {
            const left = i.per_buyer > 0 ? i.per_buyer - i.exchanged_by_me : 1;
            const reason =
              i.stock <= 0
                ? '已兑完'
                : left <= 0
                  ? '已达兑换上限'
                  : data.my_points != null && data.my_points < i.points
                    ? '积分不足'
                    : null;
            return (
              <li key={i.id} className={reason ? 'ky-promo-tile is-blocked' : 'ky-promo-tile'}>
                <Link to={detailPath(i.goods.id)} className="ky-promo-img">
                  <GoodsImage images={i.goods.image ? [i.goods.image] : []} name={i.goods.name} size={180} />
                  <span className="ky-promo-label">积分兑换</span>
                </Link>
                <div className="ky-promo-price">
                  <strong>{priceText(i)}</strong>
                </div>
                <Link to={detailPath(i.goods.id)} className="ky-promo-name" title={i.goods.name}>
                  {i.goods.name}
                </Link>
                <div className="ky-promo-line">{i.goods.ypgg}</div>
                <div className="ky-promo-line">
                  库存 {i.stock}
                  {i.per_buyer > 0 ? ` · 每人限兑${i.per_buyer}件` : ''}
                </div>
                <div className="ky-promo-buy">
                  {data.my_points == null ? (
                    <Link to="/login?redirect=/jfsc">登录后兑换</Link>
                  ) : (
                    <Button
                      type="primary"
                      danger
                      size="small"
                      block
                      icon={<GiftOutlined />}
                      disabled={reason !== null}
                      onClick={() => setPicked(i)}
                    >
                      {reason ?? '立即兑换'}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty description="积分商品正在上新" />
      )}
      {picked && data?.my_points != null && (
        <ExchangeDialog item={picked} myPoints={data.my_points} onClose={() => setPicked(null)} />
      )}
    </div>
  );
}
