import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { useStoresQuery } from '../api/stores';
import { REGISTER_STEPS, StepBar } from './StepBar';
import { StoreForm } from './StoreForm';
import { StoreTable } from './StoreTable';
import './account.css';

/**
 * /register/dd/step3 after the head office's own registration: it is signed in and adds its
 * stores one by one, each with its own licences; every store is reviewed on its own.
 */
export function ChainStoresAfterRegister({ company }: { company: string }) {
  const stores = useStoresQuery();
  const list = stores.data?.list ?? [];
  return (
    <div className="ky-acc-card">
      <h1>连锁企业注册 · 添加门店</h1>
      <StepBar current={3} items={REGISTER_STEPS} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={`${company}（总部）资料已提交，资料审核中`}
        description="现在可以添加门店：每个门店有自己的登录账号、地址、证照和经营范围，平台逐一审核。也可以稍后在“会员中心 › 门店管理”中添加。"
      />
      <StoreTable stores={list} canSwitch={false} />
      <div className="ky-acc-wide" style={{ marginTop: 16 }}>
        <StoreForm />
      </div>
      <p className="ky-acc-foot">
        <Link to="/zhzx/ddgl">
          <Button type="primary" size="large">
            完成，进入门店管理
          </Button>
        </Link>
      </p>
    </div>
  );
}
