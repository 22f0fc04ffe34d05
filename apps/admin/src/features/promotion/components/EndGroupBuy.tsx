import { Popconfirm, message } from 'antd';
import { api } from '../../../lib/api';

/** 结束拼团: the group fails now and every member's payment goes back to their balance. */
export function EndGroupBuy({ id, onDone }: { id: number; onDone: () => void }) {
  return (
    <Popconfirm
      title="结束拼团？未成团的参团款将全部退回客户余额"
      okText="结束"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        api
          .post(`/promotions/groupbuy/${id}/end`)
          .then(() => {
            void message.success('拼团已结束，参团款已退回');
            onDone();
          })
          .catch(() => undefined)
      }
    >
      <a style={{ color: '#c9252b', marginLeft: 12 }}>结束</a>
    </Popconfirm>
  );
}
