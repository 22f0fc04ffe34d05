import { DownOutlined } from '@ant-design/icons';
import { TOP_NAV_COUNT } from '@shop/shared/constants';
import type { NavNode as NavItem } from '@shop/shared';
import { HoverPop } from './HoverPop';
import { SmartLink } from './links';

/** Spec §2/§9: the nav bar shows at most 9 entries; entries with children open a popover. */
export function TopNav({ items }: { items: NavItem[] }) {
  return (
    <nav className="ky-topnav" aria-label="主导航">
      {items.slice(0, TOP_NAV_COUNT).map((item) => {
        const link = (
          <SmartLink url={item.url} newTab={Boolean(item.is_open)} className="ky-topnav-item">
            {item.name}
            {item.image && <img src={item.image} alt="" className="ky-topnav-tag" />}
            {item.children?.length ? <DownOutlined className="ky-topnav-down" /> : null}
          </SmartLink>
        );
        if (!item.children?.length) return <span key={item.id}>{link}</span>;
        return (
          <HoverPop
            key={item.id}
            content={
              <div className="ky-topnav-pop">
                {item.children.map((c) => (
                  <SmartLink key={c.id} url={c.url} newTab={Boolean(c.is_open)}>
                    {c.name}
                  </SmartLink>
                ))}
              </div>
            }
          >
            {link}
          </HoverPop>
        );
      })}
    </nav>
  );
}
