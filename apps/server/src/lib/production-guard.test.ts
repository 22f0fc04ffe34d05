/** Issue 14, defect 8: production refuses default secrets and sandboxes nobody allowed. */
import { describe, expect, it } from 'vitest';
import { loadConfig, seedsDemo } from '../config';
import { buildApp } from '../app';
import { productionProblems, registerSandbox } from './production-guard';
import '../modules/payment/gateway';

const SECRETS = {
  SESSION_SECRET: 'a-real-production-session-secret-0123456789',
  PAYMENT_SANDBOX_KEY: 'a-real-staging-sandbox-key-0123456789abcdef',
  AUDIT_KEY: 'a-real-production-audit-key-0123456789abcdef',
};
const config = (env: Record<string, string>) => loadConfig({ SEED_ON_EMPTY: 'false', ...env });

describe('production start-up guard', () => {
  it('development and test start on the defaults', () => {
    expect(productionProblems(config({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('production on the defaults lists every reason and buildApp refuses before listening', async () => {
    const cfg = config({ NODE_ENV: 'production' });
    const problems = productionProblems(cfg);
    // Every sandbox the app's modules register (payment, sms, logistics, invoice, wechat, and the
    // buyers' sign-in challenge, a question a script solves) is named.
    expect([...problems].sort()).toEqual(
      [
        'SESSION_SECRET is the public development default',
        'AUDIT_KEY is the public development default (the audit chain would be unkeyed)',
        'the payment sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=payment',
        'PAYMENT_SANDBOX_KEY is the public development default',
        'the sms sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=sms',
        'the logistics sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=logistics',
        'the invoice sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=invoice',
        'the wechat sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=wechat',
        'the captcha sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=captcha',
      ].sort(),
    );
    const deps = { config: cfg } as Parameters<typeof buildApp>[0];
    await expect(buildApp(deps)).rejects.toThrow(/Refusing to start in production/);
  });

  it('an explicitly allowed sandbox with its own key and real secrets may run', () => {
    expect(
      productionProblems(
        config({
          NODE_ENV: 'production',
          ALLOW_SANDBOX: 'payment,sms,logistics,invoice,wechat,captcha',
          ...SECRETS,
        }),
      ),
    ).toEqual([]);
    // The opt-in does not excuse the public sandbox key.
    const publicKey = config({
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'payment,sms,logistics,invoice,wechat,captcha',
      SESSION_SECRET: SECRETS.SESSION_SECRET,
      AUDIT_KEY: SECRETS.AUDIT_KEY,
    });
    expect(productionProblems(publicKey)).toEqual(['PAYMENT_SANDBOX_KEY is the public development default']);
  });

  it('the demo data (operators with the published password) is a sandbox production must allow', () => {
    const base = {
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'payment,sms,logistics,invoice,wechat,captcha',
      ...SECRETS,
    };
    expect(productionProblems(config({ ...base, SEED_ON_EMPTY: 'true', SEED_DEMO: 'true' }))).toEqual([
      'the demo sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=demo',
    ]);
    expect(
      productionProblems(config({ ...base, ALLOW_SANDBOX: `${base.ALLOW_SANDBOX},demo`, SEED_DEMO: 'true' })),
    ).toEqual([]);
  });

  it('production seeds no demo data unless SEED_DEMO=true; development does by default', () => {
    expect(seedsDemo(loadConfig({ NODE_ENV: 'production', ...SECRETS }))).toBe(false);
    expect(seedsDemo(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...SECRETS }))).toBe(true);
    expect(seedsDemo(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
  });

  it('a sandbox another module registers is refused until allowed', () => {
    registerSandbox({ service: 'sms-test', inUse: () => true });
    const cfg = config({
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'payment,sms,logistics,invoice,wechat,captcha',
      ...SECRETS,
    });
    expect(productionProblems(cfg)).toEqual([
      'the sms-test sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=sms-test',
    ]);
    expect(
      productionProblems({ ...cfg, ALLOW_SANDBOX: 'payment,sms,logistics,invoice,wechat,captcha,sms-test' }),
    ).toEqual([]);
    expect(productionProblems({ ...cfg, ALLOW_SANDBOX: 'all' })).toEqual([]);
  });
});
