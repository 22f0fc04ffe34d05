import { useState } from 'react';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { App, Button, Checkbox, Col, Empty, List, Row, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { saveRole, useRoles } from '../api/operators';

/** 角色权限: permissions are data; the change applies to signed-in operators at their next call. */
export function RolesPage() {
  const { data } = useRoles();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [selected, setSelected] = useState('quality');
  const [draft, setDraft] = useState<Record<string, string[]>>({});
  const role = data?.list.find((r) => r.code === selected);
  const value = draft[selected] ?? role?.permissions ?? [];
  const isSuper = role?.permissions.includes('*') ?? false;

  return (
    <PageContainer title="角色权限" subTitle="勾选角色可以办理的事项；服务器对每次操作按此校验">
      <ProCard split="vertical" variant="outlined">
        <ProCard colSpan="260px" title="角色">
          <List
            size="small"
            dataSource={data?.list ?? []}
            renderItem={(r) => (
              <List.Item
                onClick={() => setSelected(r.code)}
                style={{
                  cursor: 'pointer',
                  background: r.code === selected ? '#e8f5ee' : undefined,
                  paddingLeft: 8,
                }}
              >
                {r.name} <Tag>{r.operators} 人</Tag>
              </List.Item>
            )}
          />
        </ProCard>
        <ProCard
          title={role ? `「${role.name}」的权限` : '权限'}
          extra={
            !isSuper && role ? (
              <Button
                type="primary"
                onClick={() =>
                  void saveRole(selected, value).then(async () => {
                    message.success('权限已保存');
                    await qc.invalidateQueries({ queryKey: ['admin', 'roles'] });
                  })
                }
              >
                保存
              </Button>
            ) : null
          }
        >
          {!role ? (
            <Empty />
          ) : isSuper ? (
            <p>超级管理员拥有全部权限（含今后新增的权限），不可修改。</p>
          ) : (
            <Checkbox.Group
              value={value}
              onChange={(v) => setDraft({ ...draft, [selected]: v })}
              style={{ width: '100%' }}
            >
              <Row gutter={[8, 12]}>
                {(data?.permissions ?? []).map((p) => (
                  <Col span={8} key={p.code}>
                    <Checkbox value={p.code}>
                      {p.name} <span style={{ color: '#999', fontSize: 12 }}>{p.code}</span>
                    </Checkbox>
                  </Col>
                ))}
              </Row>
            </Checkbox.Group>
          )}
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}
