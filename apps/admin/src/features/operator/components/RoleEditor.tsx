import { Checkbox, Col, Form, Input, Radio, Row, Typography } from 'antd';
import type { RoleList } from '../api/operators';

export interface RoleDraft {
  name: string;
  description: string;
  permissions: string[];
  data_scope: 'all' | 'own';
}

/**
 * One role's form: name, what it is for, the data scope, and the permission catalogue by group,
 * each permission with its description. A group's box ticks or clears the whole group.
 */
export function RoleEditor({
  value,
  groups,
  onChange,
}: {
  value: RoleDraft;
  groups: RoleList['groups'];
  onChange: (next: RoleDraft) => void;
}) {
  const set = (patch: Partial<RoleDraft>) => onChange({ ...value, ...patch });
  const held = new Set(value.permissions);
  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label="角色名称" required>
            <Input
              aria-label="角色名称"
              value={value.name}
              maxLength={20}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item label="说明">
            <Input
              value={value.description}
              maxLength={100}
              placeholder="这个角色负责什么"
              onChange={(e) => set({ description: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="数据范围">
        <Radio.Group
          value={value.data_scope}
          onChange={(e) => set({ data_scope: e.target.value as RoleDraft['data_scope'] })}
          options={[
            { value: 'all', label: '全部客户' },
            { value: 'own', label: '仅本人负责的客户及其订单（客户经理）' },
          ]}
        />
      </Form.Item>
      <Form.Item label={`权限（已选 ${value.permissions.length} 项）`} required>
        {groups.map((g) => {
          const codes = g.permissions.map((p) => p.code);
          const n = codes.filter((c) => held.has(c)).length;
          return (
            <div key={g.name} style={{ marginBottom: 12, borderBottom: '1px dashed #eee', paddingBottom: 8 }}>
              <Checkbox
                checked={n === codes.length}
                indeterminate={n > 0 && n < codes.length}
                onChange={(e) =>
                  set({
                    permissions: e.target.checked
                      ? [...new Set([...value.permissions, ...codes])]
                      : value.permissions.filter((c) => !codes.includes(c)),
                  })
                }
              >
                <b>{g.name}</b>
              </Checkbox>
              <Row gutter={[8, 6]} style={{ marginTop: 6, paddingLeft: 24 }}>
                {g.permissions.map((p) => (
                  <Col span={12} key={p.code}>
                    <Checkbox
                      checked={held.has(p.code)}
                      onChange={(e) =>
                        set({
                          permissions: e.target.checked
                            ? [...value.permissions, p.code]
                            : value.permissions.filter((c) => c !== p.code),
                        })
                      }
                    >
                      {p.name}
                    </Checkbox>
                    <Typography.Text
                      type="secondary"
                      style={{ display: 'block', fontSize: 12, paddingLeft: 24 }}
                    >
                      {p.description}
                    </Typography.Text>
                  </Col>
                ))}
              </Row>
            </div>
          );
        })}
      </Form.Item>
    </Form>
  );
}
