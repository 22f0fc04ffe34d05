import type { BaseInfo } from '../../features/shell/api/baseInfo';
import { message } from '../../lib/feedback';

/** Spec §2/§8: open the inspection-report site, or show the server's explanation when there is none. */
export function QualityLink({ base }: { base: BaseInfo }) {
  const qi = base.quality_inspection;
  if (!qi) return null;
  const onClick = () => {
    if (qi.quality_inspection_url) window.open(qi.quality_inspection_url, '_blank', 'noopener');
    else message.info(qi.msg || '暂无药检报告');
  };
  return (
    <button type="button" className="ky-linkbtn" onClick={onClick}>
      药检报告
    </button>
  );
}
