import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import './pages.css';

/** Where dead or finished activity links end up. */
export default function NoActivityPage() {
  const navigate = useNavigate();
  return (
    <div className="ky-container ky-plain-page">
      <Result
        status="info"
        title="活动不存在或已结束"
        subTitle="感谢关注，更多优惠活动请留意首页和领券中心。"
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>,
          <Button key="coupon" onClick={() => void navigate('/lqzx')}>
            去领券中心
          </Button>,
        ]}
      />
    </div>
  );
}
