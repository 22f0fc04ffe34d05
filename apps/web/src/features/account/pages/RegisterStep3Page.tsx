import { useEffect, useState } from 'react';
import { Alert, Button, Cascader, Checkbox, Form, Input, Result, Row } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  creditCodeSchema,
  isMedicalKind,
  REGISTRABLE_SCOPES,
  scopeLabel,
  type RegionNode,
} from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useRegionsQuery } from '../../checkout/api/addresses';
import { useRegister } from '../api/account';
import { Cell, requiredText } from '../components/FormCell';
import { LICENCE_FILES, LicenceFields } from '../components/LicenceFields';
import { REGISTER_STEPS, StepBar } from '../components/StepBar';
import { registerDraft } from '../components/draft';
import { zodRule } from '../components/zodRule';
import '../components/account.css';

type Values = Record<string, string | string[] | File | undefined> & {
  region?: string[];
  business_scope?: string[];
};

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
          <Cell
            span={12}
            name="company"
            label="企业名称"
            rules={[...requiredText('请输入企业名称'), { min: 4, message: '企业名称至少4个字' }]}
          >
            <Input placeholder="与营业执照一致" maxLength={60} />
          </Cell>
          <Cell span={12} name="credit_code" label="统一社会信用代码" rules={[zodRule(creditCodeSchema)]}>
            <Input placeholder="18位，见营业执照" maxLength={18} />
          </Cell>
          <Cell
            span={12}
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
          </Cell>
          <Cell
            span={12}
            name="address"
            label="详细地址"
            rules={[...requiredText('请输入详细地址'), { min: 4, message: '详细地址至少4个字' }]}
          >
            <Input maxLength={120} />
          </Cell>
          <Cell span={12} name="contact_name" label="联系人" rules={requiredText('请输入联系人')}>
            <Input maxLength={20} />
          </Cell>
        </Row>

        <LicenceFields permit={permit} />
        <Form.Item
          name="business_scope"
          label="经营范围"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择经营范围' }]}
        >
          <Checkbox.Group options={REGISTRABLE_SCOPES.map((s) => ({ value: s, label: scopeLabel(s) }))} />
        </Form.Item>
        <p style={{ color: '#999', fontSize: 12 }}>
          证照支持 JPG、PNG 图片或 PDF，单个文件不超过5MB。{LICENCE_FILES.length}份文件将随注册一并提交审核。
        </p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={register.isPending}>
          提交注册
        </Button>
      </Form>
    </div>
  );
}
