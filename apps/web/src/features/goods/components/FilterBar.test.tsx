import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGoods } from '../test/render-goods';
import { FilterBar } from './FilterBar';

const where = () => screen.getByTestId('where').textContent;
const facets = { manufacturers: [], dosage_forms: [] };

describe('filter bar: 处方类型', () => {
  it('shows the type in the URL as checked and writes a new pick back, returning to page 1', async () => {
    renderGoods(<FilterBar facets={facets} />, () => null, { path: '/list?keyword=感冒&rx=otc_a&page=2' });
    const group = screen.getByRole('radiogroup');
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: '甲类OTC' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '不限' })).toHaveProperty('checked', false);
    await userEvent.click(screen.getByText('处方药'));
    expect(where()).toBe(`/list?keyword=${encodeURIComponent('感冒')}&rx=rx`);
    expect(screen.getByRole('radio', { name: '处方药' })).toHaveProperty('checked', true);
  });

  it('不限 removes the filter', async () => {
    renderGoods(<FilterBar facets={facets} />, () => null, { path: '/list?rx=rx' });
    await userEvent.click(screen.getByRole('radio', { name: '不限' }));
    expect(where()).toBe('/list');
  });
});
