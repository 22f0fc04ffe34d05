import { useEffect, useState } from 'react';
import { Alert, Button, Cascader, Checkbox, Col, Form, Input, Result, Row } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  creditCodeSchema,
  idCardSchema,
  isMedicalKind,
  REGISTRABLE_SCOPES,
  scopeLabel,
  type RegionNode,
} from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useRegionsQuery } from '../../checkout/api/addresses';
import { useRegister } from '../api/account';
import { FileField, fileRules } from '../components/FileField';
import { REGISTER_STEPS, StepBar } from '../components/StepBar';
import { registerDraft } from '../components/draft';
import { zodRule } from '../components/zodRule';
import '../components/account.css';

const FILES = ['business_license_file', 'drug_license_file', 'proxy_file', 'id_card_file'] as const;
type Values = Record<string, string | string[] | File | undefined> & {
  region?: string[];
  business_scope?: string[];
};

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const dateRule = (label: string) => [
  { required: true, message: `请选择${label}有效期` },
  {
    validator: async (_r: unknown, v: string) => {
      if (v && v < today()) throw new Error(`${label}已过期，请上传有效证照`);
    },
  },
];

/** /register/step3: company, address, licences with their files, business scope; then 资料审核中. */
export default function RegisterStep3Page() {
  const navigate = useNavigate();
  const register = useRegister();
  const regions = useRegionsQuery(true);
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ company: string } | null>(null);
  const step2 = registerDraft.step2;
  useEffect(() => {
    if (!step2 && !done)
      void navigate(registerDraft.phone ? '/register/step2' : '/register/step1', { replace: true });
  }, [navigate, step2, done]);
  const medical = isMedicalKind(step2?.kind ?? '');
  const permit = medical ? '医疗机构执业许可证' : '药品经营许可证';

  const onFinish = async (v: Values) => {
    if (!step2) return;
    setError('');
    const form = new FormData();
    for (const [k, val] of Object.entries(step2)) form.append(k, val);
    const [p = '', c = '', d = ''] = v.region ?? [];
    form.append('province_code', p);
    form.append('city_code', c);
    form.append('district_code', d);
    form.append('business_scope', (v.business_scope ?? []).join(','));
    for (const [k, val] of Object.entries(v)) {
      if (k === 'region' || k === 'business_scope' || val === undefined) continue;
      if (val instanceof File) form.append(k, val, val.name);
      else if (typeof val === 'string') form.append(k, val.trim());
    }
    try {
      const r = await register.mutateAsync(form);
      registerDraft.step2 = undefined;
      setDone({ company: r.company });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后再试');
    }
  };

  if (done)
    return (
      <div className="ky-acc-card">
        <StepBar current={3} items={REGISTER_STEPS} />
        <Result
          status="info"
          title="资料审核中"
          subTitle={`${done.company} 的注册资料已提交，平台将在1个工作日内完成资质审核。审核期间您可以浏览商品，审核通过并签署年度采购合同后即可下单。`}
          extra={[
            <Link key="home" to="/">
              <Button type="primary">先去逛逛</Button>
            </Link>,
            <Link key="zz" to="/zhzx/zzzj">
              <Button>查看资质审核进度</Button>
            </Link>,
          ]}
        />
      </div>
    );

  return (
    <div className="ky-acc-card">
      <h1>免费注册</h1>
      <StepBar current={2} items={REGISTER_STEPS} />
      <Form<Values> layout="vertical" className="ky-acc-wide" requiredMark onFinish={(v) => void onFinish(v)}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="company"
              label="企业名称"
              rules={[
                { required: true, whitespace: true, message: '请输入企业名称' },
                { min: 4, message: '企业名称至少4个字' },
              ]}
            >
              <Input placeholder="与营业执照一致" maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="credit_code" label="统一社会信用代码" rules={[zodRule(creditCodeSchema)]}>
              <Input placeholder="18位，见营业执照" maxLength={18} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="region"
              label="所在地区"
              rules={[{ required: true, type: 'array', len: 3, message: '请选择所在地区' }]}
            >
              <Cascader<RegionNode>
                options={regions.data ?? []}
                loading={regions.isLoading}
                fieldNames={{ label: 'name', value: 'code', children: 'children' }}
                placeholder="请选择省 / 市 / 区县"
                showSearch
                aria-label="所在地区"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="address"
              label="详细地址"
              rules={[
                { required: true, whitespace: true, message: '请输入详细地址' },
                { min: 4, message: '详细地址至少4个字' },
              ]}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="contact_name"
              label="联系人"
              rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>

        <div className="ky-acc-licence">
          <h3>营业执照</h3>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                name="business_license_expires"
                label="营业执照有效期至"
                rules={dateRule('营业执照')}
              >
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                name="business_license_file"
                label="营业执照图片"
                rules={fileRules('请上传营业执照')}
              >
                <FileField />
              </Form.Item>
            </Col>
          </Row>
        </div>
        <div className="ky-acc-licence">
          <h3>{permit}</h3>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                name="drug_license_no"
                label={`${permit}编号`}
                rules={[{ required: true, whitespace: true, message: '请输入许可证编号' }]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="drug_license_expires" label="有效期至" rules={dateRule('许可证')}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="drug_license_file"
                label={`${permit}图片`}
                rules={fileRules(`请上传${permit}`)}
              >
                <FileField />
              </Form.Item>
            </Col>
          </Row>
        </div>
        <div className="ky-acc-licence">
          <h3>采购委托书</h3>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item
                name="purchaser_name"
                label="采购人姓名"
                rules={[{ required: true, whitespace: true, message: '请输入采购人姓名' }]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="purchaser_id_no" label="采购人身份证号" rules={[zodRule(idCardSchema)]}>
                <Input maxLength={18} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="proxy_expires" label="委托书有效期至" rules={dateRule('采购委托书')}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="proxy_file" label="采购委托书图片" rules={fileRules('请上传采购委托书')}>
                <FileField />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="id_card_file" label="采购人身份证图片" rules={fileRules('请上传采购人身份证')}>
                <FileField />
              </Form.Item>
            </Col>
          </Row>
        </div>
        <Form.Item
          name="business_scope"
          label="经营范围"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择经营范围' }]}
        >
          <Checkbox.Group options={REGISTRABLE_SCOPES.map((s) => ({ value: s, label: scopeLabel(s) }))} />
        </Form.Item>
        <p style={{ color: '#999', fontSize: 12 }}>
          证照支持 JPG、PNG 图片或 PDF，单个文件不超过5MB。{FILES.length}份文件将随注册一并提交审核。
        </p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={register.isPending}>
          提交注册
        </Button>
      </Form>
    </div>
  );
}
