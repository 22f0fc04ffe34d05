import type { SignInChallenge } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { registerSandbox } from '../../lib/production-guard';
import { sandboxCaptchaProvider } from './captcha.sandbox';

/**
 * The buyers' sign-in challenge (asked after repeated failures), as payment and SMS are: behind a
 * provider chosen by CAPTCHA_PROVIDER. The sandbox's sum is solved by a regex, so a production
 * start refuses it unless ALLOW_SANDBOX lists `captcha`.
 *
 * Adapter point for a real service (腾讯云天御验证码, 阿里云验证码, 极验): add its name to
 * CAPTCHA_PROVIDER in config.ts and a case below returning a CaptchaProvider whose `issue` returns
 * what the sign-in page needs (`id`; `question` as the text above the answer box) and whose
 * `verify` asks the service's server-side check for the answer the buyer's page sent as `captcha`,
 * true at most once per id.
 */
registerSandbox({ service: 'captcha', inUse: (config) => config.CAPTCHA_PROVIDER === 'sandbox' });

export interface CaptchaProvider {
  readonly name: string;
  /** A new challenge; a refused sign-in carries it as data.challenge. */
  issue(): Promise<SignInChallenge>;
  /** True once for the right answer to an unexpired challenge; false for anything else. */
  verify(id: string | undefined, answer: string | undefined): Promise<boolean>;
}

export function captchaProviderOf(deps: AppDeps): CaptchaProvider {
  switch (deps.config.CAPTCHA_PROVIDER) {
    case 'sandbox':
      return sandboxCaptchaProvider(deps.config.SESSION_SECRET, deps.limiter);
  }
}
