import { Link } from 'react-router';
import { useHotline } from '../../../components/layout/useHotline';
import '../zones.css';

/** /yx/rule 包邮规则: a bare page (no header or footer) the free-shipping zone links to. */
export default function FreeShippingRulePage() {
  const hotline = useHotline();
  return (
    <main className="ky-rule-page">
      <h1>包邮规则</h1>
      <ol>
        <li>订单商品金额（已选商品合计，扣除满减前）达到平台包邮门槛，整单免运费。</li>
        <li>
          单品包邮：标有「单品包邮」的商品，单笔订单购买数量达到该商品的起包数量，即整单免运费；数量不足时按普通商品计算。
        </li>
        <li>包邮专区商品同样参与满减、优惠券，优惠后金额不影响已达成的包邮。</li>
        <li>偏远地区（新疆、西藏、青海等）及大件医疗器械的运费以订单确认页显示为准。</li>
        <li>购物车页面实时显示「还差¥X.XX包邮」，以结算时服务器计算结果为准。</li>
      </ol>
      <p>
        如有疑问请致电客服热线 <strong>{hotline ?? '400-826-1688'}</strong>，或
        <Link to="/yx">返回包邮专区</Link>。
      </p>
    </main>
  );
}
