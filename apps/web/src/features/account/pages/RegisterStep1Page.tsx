import { Link, useNavigate } from 'react-router';
import { PhoneCodeStep } from '../components/PhoneCodeStep';
import { REGISTER_STEPS } from '../components/StepBar';
import { registerDraft, stepPath } from '../components/draft';

/** /register/step1 and /register/dd/step1: the mobile and the SMS code sent to it. */
export function RegisterStep1({ chain }: { chain: boolean }) {
  const navigate = useNavigate();
  return (
    <PhoneCodeStep
      title={chain ? '连锁企业注册' : '免费注册'}
      steps={REGISTER_STEPS}
      purpose="register"
      phoneLabel={chain ? '总部联系人手机号' : undefined}
      foot={
        <>
          已有账号？<Link to="/login">立即登录</Link>
          <span style={{ margin: '0 8px', color: '#ddd' }}>|</span>
          {chain ? (
            <Link to="/register/step1">单体药店、诊所注册</Link>
          ) : (
            <Link to="/register/dd/step1">连锁企业注册（总部+门店）</Link>
          )}
          <span style={{ margin: '0 8px', color: '#ddd' }}>|</span>
          <Link to="/register/wechat">微信扫码注册</Link>
        </>
      }
      onVerified={async (phone) => {
        registerDraft.phone = phone;
        registerDraft.chain = chain;
        await navigate(stepPath(chain, 2));
      }}
    />
  );
}

export default function RegisterStep1Page() {
  return <RegisterStep1 chain={false} />;
}
export const ChainStep1Page = () => <RegisterStep1 chain />;
