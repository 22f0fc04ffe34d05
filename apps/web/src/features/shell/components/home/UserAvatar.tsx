import { useState, type CSSProperties } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { useThemeToken } from '../../../../components/common/useThemeToken';

const SIZE = 48;

/**
 * The buyer's round picture, or the user icon without one (or when it fails to load), drawn like
 * antd's <Avatar size={48}> (home.css .ky-avatar, antd's rules renamed): antd's Avatar carries
 * Avatar.Group, which brings Popover and Tooltip (~6 KB compressed) onto the home page's first screen.
 */
export function UserAvatar({ src }: { src?: string }) {
  const t = useThemeToken();
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && failed !== src;
  const style = {
    width: SIZE,
    height: SIZE,
    fontSize: SIZE / 2,
    color: t.colorTextLightSolid,
    fontFamily: t.fontFamily,
    lineHeight: t.lineHeight,
    background: image ? 'transparent' : t.colorTextPlaceholder,
    border: `${t.lineWidth}px ${t.lineType} transparent`,
  } satisfies CSSProperties;
  return (
    <span className={image ? 'ky-avatar ky-avatar-image' : 'ky-avatar ky-avatar-icon'} style={style}>
      {image ? <img src={src} alt="头像" onError={() => setFailed(src)} /> : <UserOutlined />}
    </span>
  );
}
