import { Button, Input, Result } from 'antd';
import { useNavigate } from 'react-router';
import './pages.css';

/** 404: say so plainly and offer the two ways on: home, or search for the drug directly. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="ky-container ky-plain-page">
      <Result
        status="404"
        title="抱歉，您访问的页面不存在"
        subTitle="页面可能已被删除、更名，或链接地址有误。您可以返回首页，或直接搜索需要的药品。"
        extra={
          <div className="ky-404-actions">
            <Input.Search
              placeholder="输入药品名称、厂家或拼音首字母"
              enterButton="搜索商品"
              aria-label="搜索商品"
              onSearch={(kw) =>
                void navigate(kw.trim() ? `/search?keyword=${encodeURIComponent(kw.trim())}` : '/search')
              }
            />
            <Button type="primary" onClick={() => void navigate('/')}>
              返回首页
            </Button>
          </div>
        }
      />
    </div>
  );
}
