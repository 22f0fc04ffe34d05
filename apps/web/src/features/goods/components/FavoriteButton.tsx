import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useFavoriteToggle } from '../api/favorite';
import { message, modal } from '../../../lib/feedback';

/** Spec §8: adding shows an alert 收藏成功 with 查看收藏 (→ /star); cancelling toasts 取消收藏成功. */
export function FavoriteButton({ goodsId, favorite }: { goodsId: number; favorite: boolean }) {
  const navigate = useNavigate();
  const toggle = useFavoriteToggle();
  const onClick = () =>
    toggle.mutate(
      { ids: [goodsId], on: !favorite },
      {
        onSuccess: () => {
          if (favorite) {
            message.success('取消收藏成功');
            return;
          }
          const dialog = modal.success({
            title: '收藏成功',
            okText: '查看收藏',
            closable: true,
            onOk: () => {
              dialog.destroy();
              void navigate('/star');
            },
          });
        },
      },
    );
  return (
    <Button
      icon={favorite ? <HeartFilled style={{ color: '#d4282d' }} /> : <HeartOutlined />}
      loading={toggle.isPending}
      onClick={onClick}
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}
