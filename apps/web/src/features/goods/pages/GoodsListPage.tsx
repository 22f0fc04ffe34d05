import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { listZoneOf } from '../../../components/layout/categoryLink';
import { useCurrentUser } from '../../shell';
import type { GoodsListParams } from '@shop/shared';
import { useGoodsList } from '../api/list';
import { CardGrid } from '../components/CardGrid';
import { FilterBar } from '../components/FilterBar';
import { NoImageList } from '../components/NoImageList';
import { ViewSwitch, type ListView, type ViewPaths } from '../components/ViewSwitch';
import { listParamsOf, PAGE_SIZE, withFilters } from '../lib/filters';
import { resultCount } from '../lib/result-count';
import { FirstScreen } from '../../../lib/first-screen';
import './goods.css';

// Loaded when needed rather than with the page: the table view (antd Table, ~40 KB compressed) is
// the alternative to the default cards, and the pager (with its select, ~25 KB) sits below the
// first screen of goods. The page's first paint then needs neither.
const GoodsTable = lazy(() => import('../components/GoodsTable').then((m) => ({ default: m.GoodsTable })));
const Pagination = lazy(() => import('antd/es/pagination'));
// The empty state (antd Empty, ~2 KB) shows only for a search without results or without a keyword;
// until it loads, a box of its height holds its place, so nothing below moves.
const Empty = lazy(() => import('antd/es/empty'));
const emptyPending = <div className="ky-empty-pending" />;

interface Props {
  view: ListView;
  mode: 'list' | 'search';
  /** Zone pages: filters always sent and not removable in the bar. */
  preset?: GoodsListParams;
  /** Zone pages: banner above the filter bar, name shown beside 分类, and the zone's own view paths. */
  banner?: ReactNode;
  zoneName?: string;
  views?: ViewPaths;
}

/** /list, /list/table, /list/no_image, /list/other/:id/:name?, /search, /search/table. */
export function GoodsListPage({ view, mode, preset, banner, zoneName, views }: Props) {
  const [search, setSearch] = useSearchParams();
  const { id, name } = useParams();
  // /list?zy=2 and the like are the self-operated, special and youxuan zones: named beside 分类.
  const listZone = listZoneOf(search, useCurrentUser());
  // On a zone page :id belongs to the zone (e.g. the brand), never to a category.
  const params = { ...listParamsOf(search, preset ? undefined : id), ...preset };
  const keyword = search.get('keyword')?.trim() ?? '';
  const waitingForKeyword = mode === 'search' && !keyword;
  const query = useGoodsList(params, !waitingForKeyword);
  // Drawn from the results in a deferred (time-sliced) render, as the detail page is: the query's
  // own update is synchronous, and twenty cards drawn in it were one long task on arrival.
  const data = useDeferredValue(query.data);
  const pending = query.isPending || (data === undefined && query.data !== undefined);

  if (waitingForKeyword) {
    return (
      <div className="ky-container ky-list-page">
        <Suspense fallback={emptyPending}>
          <Empty description="请输入药品名称、拼音首字母或生产厂家进行搜索" />
        </Suspense>
      </div>
    );
  }

  const list = data?.list ?? [];
  // A broad keyword's total is an estimate past the goods ranked in full (ADR 007): 约N件, and the
  // pages stop where the ranked goods do.
  const { label: count, pageable } = resultCount(data);
  return (
    <div className="ky-container ky-list-page">
      {mode === 'search' && (
        <div className="ky-search-summary">
          搜索“<b>{keyword}</b>”{search.get('type') === '2' ? '（生产厂家）' : ''}，共找到 {count} 个商品
        </div>
      )}
      {banner}
      <FilterBar
        facets={data?.facets ?? null}
        categoryName={zoneName ?? listZone?.name ?? name}
        locked={preset}
      />
      <div className="ky-list-head">
        <span>共 {count} 个商品</span>
        <ViewSwitch view={view} mode={mode} paths={views} />
      </div>
      <Spin spinning={query.isFetching} tip={mode === 'search' ? '搜索中...' : '加载中...'}>
        {!pending && list.length === 0 ? (
          <Suspense fallback={<div className="ky-list-empty">{emptyPending}</div>}>
            <Empty
              className="ky-list-empty"
              description={mode === 'search' ? `没有找到与“${keyword}”相关的商品` : '暂无符合条件的商品'}
            />
          </Suspense>
        ) : view === 'table' ? (
          <Suspense fallback={<div className="ky-list-loading" />}>
            <GoodsTable list={list} />
          </Suspense>
        ) : view === 'no_image' ? (
          <NoImageList list={list} />
        ) : pending ? (
          <FirstScreen slot="main" fallback={<CardGrid list={list} />} />
        ) : (
          <CardGrid list={list} />
        )}
      </Spin>
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Suspense fallback={<div className="ky-pagination ky-pagination-pending" />}>
          <Pagination
            className="ky-pagination"
            current={Number(search.get('page') ?? 1)}
            pageSize={PAGE_SIZE}
            total={Math.min(pageable, PAGE_SIZE * 500)}
            showSizeChanger={false}
            showQuickJumper
            // Page numbers as real links (antd draws <a> without href): search engines follow them
            // to the goods of later pages; a click still goes through onChange.
            itemRender={(page, type, original) =>
              type === 'page' ? (
                <a
                  href={`?${withFilters(search, { page: String(page) }).toString()}`}
                  onClick={(e) => e.preventDefault()}
                >
                  {page}
                </a>
              ) : (
                original
              )
            }
            onChange={(page) => {
              setSearch(withFilters(search, { page: String(page) }));
              window.scrollTo(0, 0);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

export const CardListPage = () => <GoodsListPage view="card" mode="list" />;
export const TableListPage = () => <GoodsListPage view="table" mode="list" />;
export const NoImageListPage = () => <GoodsListPage view="no_image" mode="list" />;
export const SearchCardPage = () => <GoodsListPage view="card" mode="search" />;
export const SearchTablePage = () => <GoodsListPage view="table" mode="search" />;
