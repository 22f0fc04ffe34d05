import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderShell } from '../../../test/render';
import { fetchSuggestions } from '../api/suggest';
import { HeaderSearch } from './HeaderSearch';

vi.mock('../api/suggest', () => ({ fetchSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchSuggestions);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const input = () => screen.getAllByLabelText('搜索关键词')[0] as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
/** Lets `ms` pass, then lets what came due land (TanStack Query hands answers over on a 0 ms timer). */
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
};

describe('HeaderSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(['感冒灵颗粒', '感冒灵胶囊', '999感冒灵颗粒']);
    renderShell(
      <>
        <HeaderSearch />
        <Where />
      </>,
    );
    fireEvent.focus(input());
  });
  afterEach(() => vi.useRealTimers());

  it('shows the pinyin hint and asks nothing for an empty or blank keyword', async () => {
    expect(input().placeholder).toBe('请输入药品名称或拼音首字母，如 gmlj');
    type('   ');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('waits 500 ms after the last keystroke, showing 搜索中... meanwhile', async () => {
    type('gm');
    await wait(300);
    type('gmlj');
    expect(screen.getByText('搜索中...')).toBeTruthy();
    await wait(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('gmlj', 1, expect.any(AbortSignal));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '感冒灵颗粒',
      '感冒灵胶囊',
      '999感冒灵颗粒',
    ]);
  });

  it('answers from the query cache for 5 s, then asks again', async () => {
    type('gmlj');
    await wait(500);
    type('gml');
    await wait(500);
    type('gmlj');
    await wait(500);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['gmlj', 'gml']);
    await wait(5000);
    type('gml');
    await wait(500);
    type('gmlj');
    await wait(500);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['gmlj', 'gml', 'gml', 'gmlj']);
  });

  it('drops the kept answers and hides the list when the box is emptied', async () => {
    type('gmlj');
    await wait(500);
    type('');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('gmlj');
    await wait(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows 暂无数据 for no suggestions and nothing at all when the call fails', async () => {
    fetchMock.mockResolvedValueOnce([]);
    type('zzzz');
    await wait(500);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new Error('network'));
    type('yyyy');
    await wait(500);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves with ↑/↓ and searches the highlighted suggestion on Enter', async () => {
    type('gmlj');
    await wait(500);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe(
      `/search?keyword=${encodeURIComponent('感冒灵颗粒')}&type=1`,
    );
  });

  it('closes on Escape, after which Enter searches what was typed', async () => {
    type('gmlj');
    await wait(500);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/search?keyword=gmlj&type=1');
  });

  it('trims the typed keyword on Enter and searches manufacturers after the toggle', async () => {
    fireEvent.click(screen.getAllByRole('radio', { name: '生产厂家' })[0] as HTMLElement);
    expect(input().placeholder).toContain('生产厂家');
    type('  华润三九 ');
    await wait(500);
    expect(fetchMock).toHaveBeenCalledWith('华润三九', 2, expect.any(AbortSignal));
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe(
      `/search?keyword=${encodeURIComponent('华润三九')}&type=2`,
    );
  });
});
