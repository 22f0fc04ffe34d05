import { Alert, Button, Checkbox, Descriptions, Form, Input, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { SignContractBodySchema } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { useContractQuery, useSignContract } from '../api/account';
import { zodRule } from '../components/zodRule';
import '../components/account.css';

/** /dzht 电子合同: the annual purchase contract with the buyer's company filled in; signed online. */
export default function ContractPage() {
  const q = useContractQuery();
  const sign = useSignContract();
  const c = q.data;
  return (
    <MemberFrame>
      <Panel
        title="电子合同"
        extra={c && (c.signed ? <Tag color="green">已签署</Tag> : <Tag color="orange">未签署</Tag>)}
      >
        {!c ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            {!c.signed && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                title="签署本年度采购合同后方可下单。请法定代表人（或其授权人）阅读合同全文后在线签署。"
              />
            )}
            <article className="ky-contract" aria-label="合同全文">
              <h2>{c.title}</h2>
              <p>
                供方：{c.seller}
                {'\u3000'}
                {'\u3000'}需方：{c.company}（统一社会信用代码 {c.credit_code}）
                <br />
                需方地址：{c.address}
              </p>
              {c.clauses.map((cl) => (
                <section key={cl.title}>
                  <h3>{cl.title}</h3>
                  <p>{cl.body}</p>
                </section>
              ))}
            </article>
            {c.signed ? (
              <Descriptions
                bordered
                size="small"
                column={3}
                style={{ marginTop: 12 }}
                items={[
                  { key: 's', label: '签署人', children: c.signer_name || '（总部已签署）' },
                  {
                    key: 't',
                    label: '签署时间',
                    children: c.signed_at ? new Date(c.signed_at).toLocaleString('zh-CN') : '—',
                  },
                  { key: 'ip', label: '签署IP', children: c.signed_ip || '—' },
                ]}
              />
            ) : (
              <Form
                layout="inline"
                style={{ marginTop: 16 }}
                onFinish={(v: { signer_name: string; agree: boolean }) =>
                  void sign.mutateAsync(v).catch(() => undefined)
                }
              >
                <Form.Item
                  name="signer_name"
                  label="法定代表人姓名"
                  rules={[zodRule(SignContractBodySchema.shape.signer_name)]}
                >
                  <Input style={{ width: 180 }} maxLength={20} />
                </Form.Item>
                <Form.Item
                  name="agree"
                  valuePropName="checked"
                  rules={[
                    {
                      validator: async (_r, v: boolean) => {
                        if (!v) throw new Error('请阅读并勾选同意合同条款');
                      },
                    },
                  ]}
                >
                  <Checkbox>我已阅读并同意以上合同条款</Checkbox>
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={sign.isPending}>
                  确认签署
                </Button>
              </Form>
            )}
            <p style={{ marginTop: 12, color: '#999', fontSize: 12 }}>
              签署时间与IP地址由平台记录存档。签署后即可<Link to="/cart">返回购物车</Link>继续下单。
            </p>
          </>
        )}
      </Panel>
    </MemberFrame>
  );
}
