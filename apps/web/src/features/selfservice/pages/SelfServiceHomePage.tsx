import { HoverTip } from '../../../components/common/HoverTip';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { SERVICE_TILES } from '../components/tiles';
import '../selfservice.css';

/** /zzfw 自助服务: the self-service home with its children. */
export default function SelfServiceHomePage() {
  return (
    <MemberFrame>
      <Panel title="自助服务">
        <div className="ky-ss-tiles">
          {SERVICE_TILES.map((t) =>
            t.soon ? (
              <HoverTip key={t.to} title="即将开放">
                <div className="ky-ss-tile soon" aria-disabled="true">
                  <strong>{t.label}</strong>
                  <span>{t.desc}</span>
                </div>
              </HoverTip>
            ) : (
              <Link key={t.to} to={t.to} className="ky-ss-tile">
                <strong>{t.label}</strong>
                <span>{t.desc}</span>
              </Link>
            ),
          )}
        </div>
      </Panel>
    </MemberFrame>
  );
}
