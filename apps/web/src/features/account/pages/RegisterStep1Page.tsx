import { Link, useNavigate } from 'react-router';
import { PhoneCodeStep } from '../components/PhoneCodeStep';
import { REGISTER_STEPS } from '../components/StepBar';
import { registerDraft } from '../components/draft';

/** /register/step1: the mobile and the SMS code sent to it. */
export default function RegisterStep1Page() {
  const navigate = useNavigate();
  return (
    <PhoneCodeStep
      title="免费注册"
      steps={REGISTER_STEPS}
      purpose="register"
      foot={
        <>
          已有账号？<Link to="/login">立即登录</Link>
        </>
      }
      onVerified={async (phone) => {
        registerDraft.phone = phone;
        await navigate('/register/step2');
      }}
    />
  );
}
