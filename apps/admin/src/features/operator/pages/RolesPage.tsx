import { useState } from 'react';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { App, Button, Empty, List, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY, createRole, saveRole, useRoles } from '../api/operators';
import { RoleEditor, type RoleDraft } from '../components/RoleEditor';

const BLANK: RoleDraft = { name: '', description: '', permissions: [], data_scope: 'all' };

/** 角色权限: define, clone, edit and disable roles; a change applies to signed-in operators at their next call. */
export function RolesPage() {
  const { data } = useRoles();
  const qc = useQueryClient();
  const { message } = App.useApp();
  // null: a new role being written; a code: that role.
  const [selected, setSelected] = useState<string | null>('quality');
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const role = data?.list.find((r) => r.code === selected);
  const isSuper = role?.permissions.includes('*') ?? false;
  const value: RoleDraft =
    draft ??
    (role
      ? {
          name: role.name,
          description: role.description,
          permissions: role.permissions,
          data_scope: role.data_scope,
        }
      : BLANK);
  const refresh = () => qc.invalidateQueries({ queryKey: ROLES_KEY });

  const open = (code: string | null, next: RoleDraft | null = null) => {
    setSelected(code);
    setDraft(next);
  };
  const save = async () => {
    if (selected === null) {
      const { code } = await createRole(value);
      message.success('角色已创建');
      await refresh();
      open(code);
    } else {
      await saveRole(selected, value);
      message.success('角色已保存');
      await refresh();
      setDraft(null);
    }
  };
  const toggle = async () => {
    if (!role) return;
    await saveRole(role.code, { disabled: !role.disabled });
    message.success(role.disabled ? '角色已启用' : '角色已停用');
    await refresh();
  };

  return (
    <PageContainer title="角色权限" subTitle="一位操作员可有多个角色，权限取并集；服务器对每次操作按此校验">
      <ProCard split="vertical" variant="outlined">
        <ProCard
          colSpan="280px"
          title="角色"
          extra={
            <Button size="small" icon={<PlusOutlined />} onClick={() => open(null, BLANK)}>
              新增
            </Button>
          }
        >
          <List
            size="small"
            dataSource={data?.list ?? []}
            renderItem={(r) => (
              <List.Item
                onClick={() => open(r.code)}
                style={{
                  cursor: 'pointer',
                  background: r.code === selected ? '#e8f5ee' : undefined,
                  paddingLeft: 8,
                }}
              >
                <Space size={4} wrap>
                  <span style={{ color: r.disabled ? '#999' : undefined }}>{r.name}</span>
                  <Tag>{r.operators} 人</Tag>
                  {r.data_scope === 'own' && <Tag color="blue">仅本人客户</Tag>}
                  {r.disabled && <Tag>已停用</Tag>}
                </Space>
              </List.Item>
            )}
          />
        </ProCard>
        <ProCard
          title={selected === null ? '新增角色' : role ? `「${role.name}」` : '角色'}
          extra={
            !isSuper && (role || selected === null) ? (
              <Space>
                {role && (
                  <Button onClick={() => open(null, { ...value, name: `${role.name}（副本）` })}>
                    复制为新角色
                  </Button>
                )}
                {role && (
                  <Popconfirm
                    title={
                      role.disabled
                        ? '启用后其操作员重新获得这些权限，确定？'
                        : '停用后其操作员立即失去这些权限，确定？'
                    }
                    onConfirm={toggle}
                  >
                    <Button danger={!role.disabled}>{role.disabled ? '启用' : '停用'}</Button>
                  </Popconfirm>
                )}
                <Button type="primary" onClick={() => void save()}>
                  保存
                </Button>
              </Space>
            ) : null
          }
        >
          {!role && selected !== null ? (
            <Empty />
          ) : isSuper ? (
            <p>超级管理员拥有全部权限（含今后新增的权限），不可修改或停用。</p>
          ) : (
            <RoleEditor value={value} groups={data?.groups ?? []} onChange={setDraft} />
          )}
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}
