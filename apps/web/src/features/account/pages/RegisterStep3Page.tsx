import { useEffect, useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { isMedicalKind } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useRegister } from '../api/account';
import { bindScene } from '../api/wechat';
import { appendCompanyValues, CompanyFields, type CompanyValues } from '../components/CompanyFields';
import { ChainStoresAfterRegister } from '../components/ChainStoresAfterRegister';
import { REGISTER_STEPS, StepBar } from '../components/StepBar';
import { registerDraft, stepPath } from '../components/draft';
import '../components/account.css';

/**
 * /register/step3: company, address, licences with their files, business scope; then 资料审核中.
 * The chain variant registers the head office here and then adds its stores on the same page.
 */
export function RegisterStep3({ chain }: { chain: boolean }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ company: string } | null>(null);
  const step2 = registerDraft.step2;
  useEffect(() => {
    if (!step2 && !done) void navigate(stepPath(chain, registerDraft.phone ? 2 : 1), { replace: true });
  }, [navigate, step2, done, chain]);
  const permit = isMedicalKind(step2?.kind ?? '') ? '医疗机构执业许可证' : '药品经营许可证';

  const onFinish = async (v: CompanyValues) => {
    if (!step2) return;
    setError('');
    const form = new FormData();
    for (const [k, val] of Object.entries(step2)) form.append(k, val);
    try {
      const r = await register.mutateAsync(appendCompanyValues(form, v));
      registerDraft.step2 = undefined;
      const scene = registerDraft.wechatScene;
      registerDraft.wechatScene = undefined;
      // Came from /register/wechat: the scanned WeChat now belongs to the new account. A lapsed
      // code only means binding later in /zhzx/bdwx, so the registration still counts.
      if (scene) await bindScene(scene).catch(() => undefined);
      setDone({ company: r.company });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后再试');
    }
  };

  if (done && chain) return <ChainStoresAfterRegister company={done.company} />;
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
      <h1>{chain ? '连锁企业注册 · 总部资质' : '免费注册'}</h1>
      <StepBar current={2} items={REGISTER_STEPS} />
      <Form<CompanyValues>
        layout="vertical"
        className="ky-acc-wide"
        requiredMark
        onFinish={(v) => void onFinish(v)}
      >
        <CompanyFields permit={permit} companyHint={chain ? '总部企业名称，与营业执照一致' : undefined} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={register.isPending}>
          {chain ? '提交总部资料，下一步添加门店' : '提交注册'}
        </Button>
      </Form>
    </div>
  );
}

export default function RegisterStep3Page() {
  return <RegisterStep3 chain={false} />;
}
export const ChainStep3Page = () => <RegisterStep3 chain />;
