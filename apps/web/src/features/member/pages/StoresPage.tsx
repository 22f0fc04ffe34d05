import { useState } from 'react';
import { Button, Empty, Modal, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Store } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { useStoresQuery, useSwitchStore } from '../../account';
import { StoreForm } from '../../account';
import { StoreTable } from '../../account';
import { MemberFrame } from '../components/MemberSideNav';
import '../member.css';

/**
 * /zhzx/ddgl 门店管理: a chain head office lists and adds its stores, and chooses which store it
 * is buying for (the session becomes that store's: its cart, addresses, qualification, orders).
 */
export default function StoresPage() {
  const stores = useStoresQuery();
  const switchTo = useSwitchStore();
  const [adding, setAdding] = useState(false);
  const data = stores.data;

  const onSwitch = (s: Store) => switchTo.mutate({ userId: s.user_id, landing: '/cart' });

  let body;
  if (!data) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (!data.chain)
    body = (
      <Empty description="您的账号不是连锁企业账号。连锁企业可由总部注册后添加各门店。">
        <Link to="/register/dd/step1">了解连锁企业注册</Link>
      </Empty>
    );
  else
    body = (
      <>
        <p style={{ margin: '0 0 8px', color: '#666' }}>
          {data.chain.name} · 共 {data.list.length} 个账号（含总部）。
          {data.can_switch ? '点击“为该门店采购”切换到门店，下单、收货地址与资质均按该门店计算。' : ''}
        </p>
        <StoreTable
          stores={data.list}
          canSwitch={data.can_switch}
          switching={switchTo.isPending ? (switchTo.variables?.userId ?? null) : null}
          onSwitch={onSwitch}
        />
      </>
    );

  return (
    <MemberFrame>
      <Panel
        title="门店管理"
        extra={
          data?.is_head ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加门店
            </Button>
          ) : undefined
        }
      >
        {body}
      </Panel>
      <Modal
        title="添加门店"
        open={adding}
        width={900}
        footer={null}
        destroyOnHidden
        onCancel={() => setAdding(false)}
      >
        <StoreForm onAdded={() => setAdding(false)} />
      </Modal>
    </MemberFrame>
  );
}
