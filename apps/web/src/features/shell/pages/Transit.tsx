import { Spin } from 'antd';
import './pages.css';

/** The spinner of the transit pages. */
export function Transit({ text = '页面跳转中...' }: { text?: string }) {
  return (
    <div className="ky-container ky-plain-page ky-transit" role="status">
      <Spin size="large" />
      <p>{text}</p>
    </div>
  );
}
