import { Link } from 'react-router';

/** The wordmark: a green cross (the pharmacy sign in China) and the site name. */
export function Logo({ subtitle }: { subtitle?: string }) {
  return (
    <Link to="/" className="ky-logo" aria-label="康源医药网首页">
      <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
        <rect width="44" height="44" rx="8" fill="#0b7a4b" />
        <path d="M17 8h10v9h9v10h-9v9H17v-9H8V17h9z" fill="#fff" />
      </svg>
      <span className="ky-logo-text">
        <strong>康源医药网</strong>
        <small>{subtitle ?? '药店·诊所一站式采购平台'}</small>
      </span>
    </Link>
  );
}
