import { useRef, useState } from 'react';
import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { App, Button, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { OperatorCreateBody, OperatorRow } from '@shop/shared';
import { useMe } from '../../../lib/session';
import {
  createOperator,
  fetchOperators,
  resetOperator2fa,
  updateOperator,
  useRoles,
  type Enrolment,
} from '../api/operators';
import { EnrolmentModal } from '../components/EnrolmentModal';

export function OperatorsPage() {
  const ref = useRef<ActionType>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const { data: roles } = useRoles();
  const { data: me } = useMe();
  const { message } = App.useApp();
  const roleOptions = (roles?.list ?? []).map((r) => ({ label: r.name, value: r.code }));
  const reload = () => void ref.current?.reload();

  const columns: ProColumns<OperatorRow>[] = [
    { title: '账号', dataIndex: 'username', width: 110 },
    { title: '姓名', dataIndex: 'name', width: 90 },
    { title: '手机', dataIndex: 'phone', width: 120 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 150,
      render: (_, r) => (
        <Select
          size="small"
          style={{ width: 130 }}
          value={r.role}
          disabled={r.id === me?.id}
          options={roleOptions}
          onChange={(role) =>
            void updateOperator(r.id, { role }).then(() => (message.success('角色已修改'), reload()))
          }
        />
      ),
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 80,
      render: (_, r) => (r.disabled ? <Tag color="default">已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      width: 220,
      render: (_, r) =>
        r.last_login_at
          ? `${dayjs(r.last_login_at).format('YYYY-MM-DD HH:mm')}  ${r.last_login_ip}`
          : '从未登录',
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, r) =>
        r.id === me?.id ? (
          <span style={{ color: '#999' }}>当前账号</span>
        ) : (
          <Space>
            <Popconfirm
              title={r.disabled ? '启用该操作员？' : '停用后该操作员立即退出登录，确定？'}
              onConfirm={() => updateOperator(r.id, { disabled: !r.disabled }).then(reload)}
            >
              <a>{r.disabled ? '启用' : '停用'}</a>
            </Popconfirm>
            <Popconfirm
              title="重置后旧的身份验证器与恢复码全部失效，确定？"
              onConfirm={() => resetOperator2fa(r.id).then(setEnrolment)}
            >
              <a>重置动态验证码</a>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <PageContainer title="操作员" subTitle="每位操作员须绑定身份验证器，登录时输入动态验证码">
      <ProTable<OperatorRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={columns}
        request={async ({ current = 1, pageSize = 20 }) => {
          const res = await fetchOperators(current, pageSize);
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() => [
          <ModalForm<OperatorCreateBody>
            key="new"
            title="新增操作员"
            width={480}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                新增操作员
              </Button>
            }
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (values) => {
              const created = await createOperator(values);
              setEnrolment(created);
              reload();
              return true;
            }}
          >
            <ProFormText
              name="username"
              label="账号"
              rules={[{ required: true }]}
              placeholder="小写字母开头，3-32位"
            />
            <ProFormText name="name" label="姓名" rules={[{ required: true }]} />
            <ProFormText name="phone" label="手机" />
            <ProFormSelect name="role" label="角色" options={roleOptions} rules={[{ required: true }]} />
            <ProFormText.Password
              name="password"
              label="初始密码"
              rules={[{ required: true }]}
              placeholder="至少8位，含字母和数字"
            />
          </ModalForm>,
        ]}
      />
      <EnrolmentModal value={enrolment} onClose={() => setEnrolment(null)} />
    </PageContainer>
  );
}
