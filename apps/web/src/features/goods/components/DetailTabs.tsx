import { Descriptions, Tabs } from 'antd';
import type { GoodsDetail } from '@shop/shared';
import { LotsTable } from './LotsTable';

/** The goods detail's lower half: lots with their expiry, and the leaflet (说明书). */
export default function DetailTabs({ goods }: { goods: GoodsDetail }) {
  return (
    <Tabs
      className="ky-detail-tabs"
      items={[
        { key: 'lots', label: '批次效期', children: <LotsTable lots={goods.lots} /> },
        {
          key: 'info',
          label: '说明书',
          children: (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="通用名称">{goods.generic_name}</Descriptions.Item>
              <Descriptions.Item label="商品名称">{goods.trade_name || '—'}</Descriptions.Item>
              <Descriptions.Item label="适应症/功能主治">{goods.indications || '—'}</Descriptions.Item>
              <Descriptions.Item label="用法用量">{goods.usage || '—'}</Descriptions.Item>
              <Descriptions.Item label="贮藏">{goods.storage || '—'}</Descriptions.Item>
              <Descriptions.Item label="有效期">{goods.shelf_life_months}个月</Descriptions.Item>
            </Descriptions>
          ),
        },
      ]}
    />
  );
}
