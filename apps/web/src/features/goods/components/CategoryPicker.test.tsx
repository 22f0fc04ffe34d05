import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGoods } from '../test/render-goods';
import { CategoryPicker, pathTo } from './CategoryPicker';

const config = {
  rnss: [],
  nav: [],
  brand: [],
  timestamp: 1_700_000_000,
  category: [
    {
      id: 1,
      name: '中西成药',
      logo1: '',
      children: [
        { id: 11, name: '抗感染类', logo1: '', children: [] },
        { id: 12, name: '感冒用药', logo1: '', children: [] },
      ],
    },
    { id: 2, name: '医疗器械', logo1: '', children: [{ id: 21, name: '血压计', logo1: '', children: [] }] },
  ],
};
const answer = (key: string) => (key === 'GET /common/config' ? config : null);
const where = () => screen.getByTestId('where').textContent;

describe('category picker', () => {
  it('finds the path down to a category', () => {
    expect(pathTo(config.category, 12)).toEqual([1, 12]);
    expect(pathTo(config.category, 99)).toEqual([]);
  });

  it('writes select to the URL, keeping other filters and returning to page 1', async () => {
    renderGoods(<CategoryPicker />, answer, { path: '/list?keyword=感冒&page=3' });
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    fireEvent.click(await screen.findByText('中西成药'));
    fireEvent.click(await screen.findByText('感冒用药'));
    expect(where()).toBe(`/list?keyword=${encodeURIComponent('感冒')}&select=12`);
  });

  it('shows the current category from the URL and clears it', async () => {
    renderGoods(<CategoryPicker />, answer, { path: '/list?select=21&zy=2' });
    expect(await screen.findByText('医疗器械 / 血压计')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /close|清除|clear/i }));
    expect(where()).toBe('/list?zy=2');
  });

  it("on a brand zone (/ppzq/info/:id) the brand's id is not taken for a category", async () => {
    renderGoods(<CategoryPicker />, answer, { path: '/ppzq/info/12', route: '/ppzq/info/:id' });
    expect(await screen.findByText('全部分类')).toBeTruthy();
    expect(screen.queryByText('中西成药 / 感冒用药')).toBeNull();
  });

  it('moves from /list/other/:id to /list with the new select', async () => {
    renderGoods(<CategoryPicker />, answer, {
      path: '/list/other/11/抗感染类',
      route: '/list/other/:id/:name?',
    });
    expect(await screen.findByText('中西成药 / 抗感染类')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('医疗器械'));
    expect(where()).toBe('/list?select=2');
  });
});
