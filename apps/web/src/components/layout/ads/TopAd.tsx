import { CloseOutlined } from '@ant-design/icons';
import { useFocus } from '../../../features/shell/api/focus';
import { FirstScreen } from '../../../lib/first-screen';
import { SmartLink } from '../links';
import { useClosable } from './useClosable';

/** Spec §2: closable banner above the header; pages without topAd (and login pages) skip it. */
export function TopAd() {
  const { data } = useFocus('top');
  const [closed, close] = useClosable('top');
  const ad = data?.[0];
  // Its height is kept while the ad loads: arriving above the header it would push the page down.
  if (!closed && data === undefined)
    return <FirstScreen slot="top" fallback={<div className="ky-topad ky-topad-pending" />} />;
  if (closed || !ad) return null;
  return (
    <div className="ky-topad">
      <SmartLink url={ad.url}>
        <img src={ad.image} alt={ad.title || '活动广告'} width={1200} height={80} />
      </SmartLink>
      <button type="button" className="ky-ad-close" aria-label="关闭广告" onClick={close}>
        <CloseOutlined />
      </button>
    </div>
  );
}
