import { Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import { useWanted } from '../api/feedback';
import { WANTED_COLOR } from './WantedListPage';

/** /pzqg/info?id= (alias /zzfw_ppzq_info) one request with the shop's reply and the listed goods. */
export default function WantedInfoPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useWanted(valid ? id : 0);
  const w = q.data;
  let body;
  if (!valid || q.isError)
    body = <Result status="404" title="求购信息不存在" extra={<Link to="/pzqg">返回求购列表</Link>} />;
  else if (!w) body = <Skeleton active />;
  else {
    body = (
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="品种名称">{w.name}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={WANTED_COLOR[w.status]}>{w.status_text}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="规格">{w.spec || '—'}</Descriptions.Item>
        <Descriptions.Item label="生产厂家">{w.maker || '—'}</Descriptions.Item>
        <Descriptions.Item label="求购数量">{w.quantity}</Descriptions.Item>
        <Descriptions.Item label="期望价格">{w.price ? `¥${w.price}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>
          {w.remark || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{fmtTime(w.created_at)}</Descriptions.Item>
        <Descriptions.Item label="回复时间">{fmtTime(w.replied_at)}</Descriptions.Item>
        <Descriptions.Item label="商城回复" span={2}>
          {w.reply ?? '采购部门正在处理，一般在2个工作日内回复'}
          {w.goods_id && (
            <Link to={`/list/info/${w.goods_id}`} style={{ marginLeft: 12 }}>
              <Button size="small" type="primary">
                去采购
              </Button>
            </Link>
          )}
        </Descriptions.Item>
      </Descriptions>
    );
  }
  return (
    <MemberFrame>
      <Panel title="求购详情" extra={<Link to="/pzqg">返回列表</Link>}>
        {body}
      </Panel>
    </MemberFrame>
  );
}
