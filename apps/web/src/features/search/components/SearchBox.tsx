import { useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SearchType } from '../api/suggest';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';
import './search.css';

export const PLACEHOLDERS: Record<SearchType, string> = {
  1: '请输入药品名称或拼音首字母，如 gmlj',
  2: '请输入生产厂家名称或拼音首字母，如 hrsj',
};

export const searchUrl = (keyword: string, type: SearchType) =>
  `/search?${new URLSearchParams({ keyword: keyword.trim(), type: String(type) }).toString()}`;

/** The box with its 药品名称/生产厂家 toggle and suggestion dropdown (spec §2 Header). */
export function SearchBox({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [type, setType] = useState<SearchType>(params.get('type') === '2' ? 2 : 1);
  const [value, setValue] = useState(params.get('keyword') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, list } = useSuggestions(value, type);
  const shown = open && status !== 'idle' && status !== 'failed';

  const submit = (keyword: string) => {
    setOpen(false);
    setActive(-1);
    setValue(keyword.trim());
    void navigate(searchUrl(keyword, type));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!list.length) return;
      setOpen(true);
      const last = list.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i < last ? i + 1 : 0) : i > 0 ? i - 1 : last));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      submit(active >= 0 && active < list.length ? (list[active] ?? value) : value);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`ky-search${compact ? ' ky-search-compact' : ''}`}>
      <div className="ky-search-toggle" role="radiogroup" aria-label="搜索类型">
        {([1, 2] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="radio"
            aria-checked={type === t}
            className={type === t ? 'is-active' : ''}
            onClick={() => {
              setType(t);
              setActive(-1);
            }}
          >
            {t === 1 ? '药品名称' : '生产厂家'}
          </button>
        ))}
      </div>
      <div className="ky-search-row">
        {/* Plain elements, styled like antd's Input and Button in search.css: the header paints
            on every page, and antd's input would put ~12 KB more script before that paint. */}
        <span className="ky-search-input">
          <input
            value={value}
            placeholder={PLACEHOLDERS[type]}
            aria-label="搜索关键词"
            onChange={(e) => {
              setValue(e.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {value && (
            <button
              type="button"
              className="ky-search-clear"
              aria-label="清除"
              tabIndex={-1}
              onClick={() => {
                setValue('');
                setActive(-1);
              }}
            >
              <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
                <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z" />
              </svg>
            </button>
          )}
        </span>
        <button type="button" className="ky-search-submit" onClick={() => submit(value)}>
          搜索
        </button>
        {shown && (
          <SuggestionList status={status} list={list} active={active} onPick={submit} onHover={setActive} />
        )}
      </div>
    </div>
  );
}
