import { useRef } from 'react';
import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { OperatorRow } from '@shop/shared';
import { useMe } from '../../../lib/session';
import {
  createOperator,
  fetchOperators,
  resetOperator2fa,
  unlockOperator,
  resetOperatorPassword,
  updateOperator,
  useRoles,
} from '../api/operators';

interface OperatorForm {
  username: string;
  name: string;
  phone: string;
  roles: string[];
  account_manager_id: number | null;
  password: string;
}

const passwordField = (label: string) => (
  <ProFormText.Password
    name="password"
    label={label}
    rules={[{ required: true, message: `请输入${label}` }]}
    placeholder="至少8位，含字母和数字；操作员首次登录须修改"
  />
);

/** 操作员: several roles each, a 客户经理 link for 'own'-scope roles; new operators bind 2FA themselves. */
export function OperatorsPage() {
  const ref = useRef<ActionType>(null);
  const { data: roles } = useRoles();
  const { data: me } = useMe();
  const { message } = App.useApp();
  const roleOptions = (roles?.list ?? [])
    .filter((r) => !r.disabled)
    .map((r) => ({ label: r.name, value: r.code }));
  const managerOptions = (roles?.managers ?? []).map((m) => ({ label: m.name, value: m.id }));
  const reload = () => void ref.current?.reload();
  const fields = (
    <>
      <ProFormText name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]} />
      <ProFormText name="phone" label="手机" />
      <ProFormSelect
        name="roles"
        label="角色（可多选，第一个为主角色）"
        mode="multiple"
        options={roleOptions}
        rules={[{ required: true, message: '请至少选择一个角色' }]}
      />
      <ProFormSelect
        name="account_manager_id"
        label="对应客户经理（数据范围为“仅本人客户”的角色用）"
        options={managerOptions}
        allowClear
      />
    </>
  );

  const columns: ProColumns<OperatorRow>[] = [
    { title: '账号', dataIndex: 'username', width: 110 },
    { title: '姓名', dataIndex: 'name', width: 90 },
    { title: '手机', dataIndex: 'phone', width: 120 },
    { title: '角色', dataIndex: 'role_names', width: 160, ellipsis: true },
    {
      title: '客户经理',
      dataIndex: 'account_manager_name',
      width: 90,
      render: (_, r) => r.account_manager_name ?? '-',
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 130,
      render: (_, r) => (
        <Space size={2} wrap>
          {r.disabled ? <Tag>已停用</Tag> : <Tag color="green">正常</Tag>}
          {r.must_change_password && <Tag color="orange">待改密码</Tag>}
          {!r.totp_enabled && <Tag color="orange">待绑验证器</Tag>}
        </Space>
      ),
    },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      width: 170,
      render: (_, r) =>
        r.last_login_at ? `${dayjs(r.last_login_at).format('MM-DD HH:mm')} ${r.last_login_ip}` : '从未登录',
    },
    {
      title: '操作',
      valueType: 'option',
      width: 300,
      fixed: 'right',
      render: (_, r) => (
        <Space size={8} wrap>
          <ModalForm<Omit<OperatorForm, 'username' | 'password'>>
            title={`编辑操作员 ${r.username}`}
            width={480}
            trigger={<a>编辑</a>}
            initialValues={{
              name: r.name,
              phone: r.phone,
              roles: r.roles,
              account_manager_id: r.account_manager_id,
            }}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (v) => {
              await updateOperator(r.id, { ...v, account_manager_id: v.account_manager_id ?? null });
              message.success('已保存');
              reload();
              return true;
            }}
          >
            {fields}
          </ModalForm>
          {r.id !== me?.id && (
            <Popconfirm
              title={r.disabled ? '启用该操作员？' : '停用后该操作员立即退出登录，确定？'}
              onConfirm={() => updateOperator(r.id, { disabled: !r.disabled }).then(reload)}
            >
              <a>{r.disabled ? '启用' : '停用'}</a>
            </Popconfirm>
          )}
          <ModalForm<{ password: string }>
            title={`重置 ${r.username} 的密码`}
            width={420}
            trigger={<a>重置密码</a>}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (v) => {
              await resetOperatorPassword(r.id, v.password);
              message.success('密码已重置，请把新的初始密码告知本人');
              reload();
              return true;
            }}
          >
            {passwordField('新的初始密码')}
          </ModalForm>
          <Popconfirm
            title="重置后旧的身份验证器与恢复码全部失效，操作员下次登录时重新绑定，确定？"
            onConfirm={() => resetOperator2fa(r.id).then(() => (message.success('已重置'), reload()))}
          >
            <a>重置验证器</a>
          </Popconfirm>
          <Popconfirm
            title="清除该账号的登录失败计数，使本人可立即重新登录？"
            onConfirm={() => unlockOperator(r.id).then(() => message.success('已解锁'))}
          >
            <a>解除登录限制</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title="操作员"
      subTitle="新操作员首次登录时修改初始密码并绑定身份验证器，之后登录须输入动态验证码"
    >
      <ProTable<OperatorRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={columns}
        scroll={{ x: 1100 }}
        request={async ({ current = 1, pageSize = 20 }) => {
          const res = await fetchOperators(current, pageSize);
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() => [
          <ModalForm<OperatorForm>
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
              await createOperator({
                ...values,
                phone: values.phone ?? '',
                account_manager_id: values.account_manager_id ?? null,
              });
              message.success('操作员已创建：请其用初始密码登录，修改密码并绑定身份验证器');
              reload();
              return true;
            }}
          >
            <ProFormText
              name="username"
              label="账号"
              rules={[{ required: true, message: '请输入账号' }]}
              placeholder="小写字母开头，3-32位"
            />
            {fields}
            {passwordField('初始密码')}
          </ModalForm>,
        ]}
      />
    </PageContainer>
  );
}
