import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goodsCard } from '../test/goods-fixture';
import { renderGoods } from '../test/render-goods';
import FavoritesPage from './FavoritesPage';

function favourites(ids: number[]) {
  let kept = ids;
  const answer = (key: string) => {
    if (key === 'POST /favorite/cancel') return null;
    return {
      list: kept.map((id) => goodsCard({ id, name: `收藏的阿莫西林胶囊${id}` })),
      total: kept.length,
      page: 1,
      size: 20,
    };
  };
  const remove = (gone: number[]) => (kept = kept.filter((id) => !gone.includes(id)));
  return { answer, remove };
}

describe('favourites page', () => {
  it('lists favourites with price, stock and buy controls; 取消收藏 posts the id and refreshes', async () => {
    const fav = favourites([1, 2]);
    const seen = renderGoods(<FavoritesPage />, (key) => {
      if (key === 'POST /favorite/cancel') fav.remove([1]);
      return fav.answer(key);
    });
    const row = (await screen.findByText('收藏的阿莫西林胶囊1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥12.00')).toBeTruthy();
    expect(within(row).getByText('500盒')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /加入购物车/ })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏成功')).toBeTruthy();
    const cancel = seen.find((c) => c.url === '/favorite/cancel');
    expect(cancel?.data).toBe('goods_ids=1');
    await waitFor(() => expect(screen.queryByText('收藏的阿莫西林胶囊1')).toBeNull());
    expect(screen.getByText('收藏的阿莫西林胶囊2')).toBeTruthy();
    expect(seen.filter((c) => c.url === '/favorite' && c.method === 'get').length).toBe(2);
  });

  it('cancels the selected favourites in one call', async () => {
    const fav = favourites([1, 2, 3]);
    const seen = renderGoods(<FavoritesPage />, (key) => {
      if (key === 'POST /favorite/cancel') fav.remove([1, 3]);
      return fav.answer(key);
    });
    await screen.findByText('收藏的阿莫西林胶囊1');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[3] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: /批量取消收藏（2）/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(seen.find((c) => c.url === '/favorite/cancel')?.data).toBe('goods_ids=1%2C3'));
    await waitFor(() => expect(screen.queryByText('收藏的阿莫西林胶囊3')).toBeNull());
    expect(screen.getByText('收藏的阿莫西林胶囊2')).toBeTruthy();
    // An antd table with row selection and a Popconfirm is slow in jsdom beside 19 other files.
  }, 15_000);

  it('shows 暂无收藏商品 with a way to the goods list when empty', async () => {
    renderGoods(<FavoritesPage />, () => ({ list: [], total: 0, page: 1, size: 20 }));
    expect(await screen.findByText('暂无收藏商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去商品列表逛逛' }).getAttribute('href')).toBe('/list');
  });
});
