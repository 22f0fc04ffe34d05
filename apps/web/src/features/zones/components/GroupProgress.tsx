import type { GroupBuyItem } from '@shop/shared';

const STATE_TEXT: Record<GroupBuyItem['state'], string> = {
  upcoming: '即将开团',
  open: '拼团中',
  success: '已成团',
  failed: '未成团',
  expired: '已截止',
};

/** 「已拼3/5人 · 还差2人成团」 with a progress bar. */
export function GroupProgress({ group }: { group: GroupBuyItem }) {
  return (
    <div className="ky-group-progress">
      <progress max={group.group_size} value={group.joined} aria-label="成团进度" />
      <span>
        已拼{group.joined}/{group.group_size}人 ·{' '}
        {group.state === 'open' ? `还差${group.places_left}人成团` : STATE_TEXT[group.state]}
      </span>
    </div>
  );
}

export const groupStateText = (state: GroupBuyItem['state']) => STATE_TEXT[state];
export const groupPath = (id: number) => `/list/info-pt/${id}`;
