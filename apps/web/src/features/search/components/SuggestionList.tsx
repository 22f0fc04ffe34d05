import type { SuggestionStatus } from './useSuggestions';

interface Props {
  status: SuggestionStatus;
  list: string[];
  active: number;
  onPick: (keyword: string) => void;
  onHover: (index: number) => void;
}

/** The dropdown: 搜索中... while waiting, 暂无数据 for nothing found, else the suggestions. */
export function SuggestionList({ status, list, active, onPick, onHover }: Props) {
  return (
    <ul className="ky-suggest" role="listbox" aria-label="搜索建议">
      {status === 'searching' && <li className="ky-suggest-note">搜索中...</li>}
      {status === 'done' && list.length === 0 && <li className="ky-suggest-note">暂无数据</li>}
      {status === 'done' &&
        list.map((s, i) => (
          <li
            key={s}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : ''}
            onMouseEnter={() => onHover(i)}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              onPick(s);
            }}
          >
            {s}
          </li>
        ))}
    </ul>
  );
}
