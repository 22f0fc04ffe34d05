import { useState } from 'react';
import { Link } from 'react-router';
import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { CATEGORY_MENU_COUNT } from '@shop/shared/constants';
import type { CategoryZone } from '../../app/route-types';
import type { MenuNode as MenuItem } from '@shop/shared';
import { categoryHref } from './categoryLink';

interface Props {
  items: MenuItem[];
  zone: CategoryZone;
  /** Home keeps the list open beside the banner; other pages open it on hover. */
  open: boolean;
}

/** 全部商品分类: the first 7 categories, hover shows two further levels (spec §2, §9). */
export function CategoryMenu({ items, zone, open }: Props) {
  const [hovered, setHovered] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const shown = items.slice(0, CATEGORY_MENU_COUNT);
  const activeItem = shown.find((c) => c.id === active);
  const listOpen = open || hovered;

  return (
    <div
      className="ky-catmenu"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setActive(null);
      }}
    >
      <Link to="/list" className="ky-catmenu-title">
        <AppstoreOutlined /> 全部商品分类
      </Link>
      {listOpen && (
        <ul className="ky-catmenu-list" aria-label="商品分类">
          {shown.map((c) => (
            <li
              key={c.id}
              className={c.id === active ? 'is-active' : undefined}
              onMouseEnter={() => setActive(c.id)}
              onFocus={() => setActive(c.id)}
            >
              <Link to={categoryHref(c.id, zone)} className="ky-catmenu-l1">
                {c.name}
              </Link>
              <span className="ky-catmenu-sub">
                {(c.children ?? []).slice(0, 2).map((s) => (
                  <Link key={s.id} to={categoryHref(s.id, zone)} tabIndex={-1}>
                    {s.name}
                  </Link>
                ))}
              </span>
              <RightOutlined className="ky-catmenu-arrow" />
            </li>
          ))}
        </ul>
      )}
      {listOpen && activeItem && (activeItem.children?.length ?? 0) > 0 && (
        <div className="ky-catmenu-flyout" role="group" aria-label={`${activeItem.name}子分类`}>
          {activeItem.children?.some((l2) => l2.children?.length) ? (
            activeItem.children.map((l2) => (
              <dl key={l2.id}>
                <dt>
                  <Link to={categoryHref(l2.id, zone)}>{l2.name}</Link>
                </dt>
                <dd>
                  {(l2.children ?? []).map((l3) => (
                    <Link key={l3.id} to={categoryHref(l3.id, zone)}>
                      {l3.name}
                    </Link>
                  ))}
                </dd>
              </dl>
            ))
          ) : (
            // Only two levels under this category: one dense grid reads better than one per row.
            <div className="ky-catmenu-grid">
              {activeItem.children?.map((l2) => (
                <Link key={l2.id} to={categoryHref(l2.id, zone)}>
                  {l2.name}
                </Link>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
