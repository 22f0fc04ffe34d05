import { Tag } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import { TAG_COLORS } from '@shop/shared/constants';
import type { GoodsTag } from '@shop/shared';

/** Price tag labels (优, 秒, 满, 换购, 赠, 特, 新) in the spec's colour map; hidden ones skipped. */
export function GoodsTags({ tags }: { tags: GoodsTag[] }) {
  const shown = tags.filter((t) => t.is_show);
  if (!shown.length) return null;
  return (
    <span className="ky-goods-tags">
      {shown.map((t) => (
        <HoverTip key={`${t.name}${t.describe}`} title={t.describe || undefined}>
          <Tag color={TAG_COLORS[t.name] ?? '#8c8c8c'}>{t.name}</Tag>
        </HoverTip>
      ))}
    </span>
  );
}
