import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STICKY_SEARCH_THRESHOLD_PX } from '@shop/shared/constants';
import { useHotSearches } from '../api/hot';
import { SearchBox, searchUrl } from './SearchBox';
import './search.css';

/** True once the page is scrolled 205 px or more (spec §2/§9), when the sticky bar slides in. */
export function useStickyVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY >= STICKY_SEARCH_THRESHOLD_PX);
    // The first read waits for the frame: read in the effect, scrollY forced a layout of the whole
    // page mid-commit, which the rest of the commit then made stale.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return visible;
}

/** The layout's headerSearch slot: the box, hot searches under it, and the sticky bar. */
export function HeaderSearch() {
  const hot = useHotSearches();
  const sticky = useStickyVisible();
  return (
    <div className="ky-header-search-inner">
      <SearchBox />
      {/* Its line is kept while the words load, so the header does not grow under the reader. */}
      {hot.data?.length !== 0 && (
        <div className="ky-hot" aria-label="热门搜索">
          {hot.data && <span>热门搜索：</span>}
          {hot.data?.slice(0, 8).map((w) => (
            <Link key={w} to={searchUrl(w, 1)}>
              {w}
            </Link>
          ))}
        </div>
      )}
      <div className={`ky-sticky-search${sticky ? ' is-visible' : ''}`} aria-hidden={!sticky} inert={!sticky}>
        <div className="ky-container ky-sticky-inner">
          <Link to="/" className="ky-sticky-logo">
            康源医药网
          </Link>
          {sticky && <SearchBox compact />}
        </div>
      </div>
    </div>
  );
}
