import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { MemberFrame } from '../../member';
import { useFavoriteToggle } from '../api/favorite';
import { useFavoriteList } from '../api/favorite-list';
import { FavoriteTable } from '../components/FavoriteTable';
import './goods.css';
import { message } from '../../../lib/feedback';

/** /zzfw_wdsc (alias /star) 我的收藏: the buyer's favourites, to re-order from or tidy up. */
export default function FavoritesPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(Number(search.get('page') ?? 1) || 1, 1);
  const query = useFavoriteList(page);
  const cancel = useFavoriteToggle();
  const [selected, setSelected] = useState<number[]>([]);
  const data = query.data;
  const list = data?.list ?? [];
  const goTo = (p: number) => setSearch(p > 1 ? { page: String(p) } : {});

  const onCancel = (ids: number[]) =>
    cancel.mutate(
      { ids, on: false },
      {
        onSuccess: () => {
          message.success('取消收藏成功');
          setSelected((s) => s.filter((id) => !ids.includes(id)));
          // Emptying a later page would leave the buyer on a blank one.
          if (page > 1 && ids.length >= list.length) goTo(page - 1);
        },
      },
    );

  return (
    <MemberFrame>
      <section className="ky-fav-page">
        <h2 className="ky-fav-title">
          我的收藏 {data && <span className="ky-muted">共 {data.total} 个商品</span>}
        </h2>
        {query.isPending ? (
          <Spin className="ky-page-spin" tip="加载中...">
            <span />
          </Spin>
        ) : list.length === 0 ? (
          <Empty className="ky-list-empty" description="暂无收藏商品">
            <Link to="/list">去商品列表逛逛</Link>
          </Empty>
        ) : (
          <FavoriteTable
            list={list}
            loading={query.isFetching || cancel.isPending}
            selected={selected}
            onSelect={setSelected}
            onCancel={onCancel}
          />
        )}
        {(data?.total ?? 0) > (data?.size ?? 20) && (
          <Pagination
            className="ky-pagination"
            current={page}
            pageSize={data?.size ?? 20}
            total={data?.total ?? 0}
            showSizeChanger={false}
            onChange={goTo}
          />
        )}
      </section>
    </MemberFrame>
  );
}
