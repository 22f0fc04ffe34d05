import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';

export interface Entry {
  to: string;
  label: string;
  hint: string;
}

/** A summary page's children as tiles: what each page is for, one click away. */
export function EntryTiles({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <Panel title={title}>
      <ul className="ky-mc-entries">
        {entries.map((e) => (
          <li key={e.to}>
            <Link to={e.to}>
              <strong>{e.label}</strong>
              <span>{e.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
