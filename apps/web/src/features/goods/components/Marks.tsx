import { Tag } from 'antd';
import type { GoodsCard } from '@shop/shared';

// Darker than the price red: on the tag's pale red ground #d4282d measured 4.4:1, under WCAG AA.
const MARK_RED = '#b71c1c';

/** 处方药 red Rx, 甲类OTC red, 乙类OTC green, 含麻黄碱: what a pharmacist checks first. */
export function Marks({
  goods,
}: {
  goods: Pick<GoodsCard, 'is_prescription' | 'otc_type' | 'is_ephedrine'>;
}) {
  return (
    <span className="ky-marks">
      {goods.is_prescription && (
        <Tag color={MARK_RED} title="处方药">
          Rx
        </Tag>
      )}
      {!goods.is_prescription && goods.otc_type === '甲类' && <Tag color={MARK_RED}>甲类OTC</Tag>}
      {!goods.is_prescription && goods.otc_type === '乙类' && <Tag color="#2e8b57">乙类OTC</Tag>}
      {goods.is_ephedrine && <Tag color="orange">含麻黄碱</Tag>}
    </span>
  );
}
