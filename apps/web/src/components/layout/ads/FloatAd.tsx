import { CloseOutlined } from '@ant-design/icons';
import { useFocus } from '../../../features/shell/api/focus';
import { SmartLink } from '../links';
import { useClosable } from './useClosable';

/** Spec §2: the floating panel on the right edge (beside the toolbar), closable. */
export function FloatAd() {
  const { data } = useFocus('right');
  const [closed, close] = useClosable('right');
  const ads = (data ?? []).slice(0, 3);
  if (closed || ads.length === 0) return null;
  return (
    <aside className="ky-floatad" aria-label="推荐活动">
      {ads.map((ad) => (
        <SmartLink key={ad.id} url={ad.url}>
          <img src={ad.image} alt={ad.title || '推荐活动'} />
        </SmartLink>
      ))}
      <button type="button" className="ky-ad-close" aria-label="关闭广告" onClick={close}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
