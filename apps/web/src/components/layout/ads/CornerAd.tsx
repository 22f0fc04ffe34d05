import { CloseOutlined } from '@ant-design/icons';
import { useFocus } from '../../../features/shell/api/focus';
import { SmartLink } from '../links';
import { useClosable } from './useClosable';

/** Spec §2: the closable banner fixed in the bottom-left corner. */
export function CornerAd() {
  const { data } = useFocus('bottom');
  const [closed, close] = useClosable('bottom');
  const ad = data?.[0];
  if (closed || !ad) return null;
  return (
    <aside className="ky-cornerad" aria-label="推广">
      <SmartLink url={ad.url}>
        <img src={ad.image} alt={ad.title || '推广活动'} width={200} height={200} />
      </SmartLink>
      <button type="button" className="ky-ad-close" aria-label="关闭广告" onClick={close}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
