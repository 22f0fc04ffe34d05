import { Popconfirm, message } from 'antd';
import { api } from '../../../lib/api';

interface Props {
  /** e.g. /brands/12 */
  url: string;
  /** what is deleted, for the question: 品牌「同仁堂」 */
  what: string;
  onDone: () => void;
}

/**
 * 删除 with a confirmation. A refusal (still in use) comes back as the server's Chinese message,
 * shown once by the API client, and nothing changes.
 */
export function DeleteLink({ url, what, onDone }: Props) {
  return (
    <Popconfirm
      title={`删除${what}？`}
      okText="删除"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        api
          .del(url)
          .then(() => {
            void message.success('已删除');
            onDone();
          })
          .catch(() => undefined)
      }
    >
      <a style={{ color: '#c9252b', marginLeft: 12 }}>删除</a>
    </Popconfirm>
  );
}
