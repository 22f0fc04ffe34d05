import { configSchema, type AppConfig } from '../config';

/**
 * With NODE_ENV=production the server refuses to start on a public default secret or on a sandbox
 * provider nobody explicitly allowed: signing a payment notification with the default sandbox key
 * once marked an order paid. Each external-service sandbox (payment, SMS, e-invoice, logistics,
 * WeChat) registers here, beside its provider, so the check knows about it without a central list.
 */
interface SandboxEntry {
  /** The name ALLOW_SANDBOX lists, e.g. 'payment', 'sms'. */
  service: string;
  /** True when this configuration would run the sandbox. */
  inUse: (config: AppConfig) => boolean;
  /** Secret settings of the sandbox that must not keep their public default even when allowed. */
  secrets?: (keyof AppConfig)[];
}

const sandboxes = new Map<string, SandboxEntry>();

export function registerSandbox(entry: SandboxEntry): void {
  sandboxes.set(entry.service, entry);
}

// The demo seed is a sandbox too: its operators sign in with a password and TOTP secret the README
// publishes. Asked for explicitly (SEED_DEMO=true) it must also be allowed (ALLOW_SANDBOX=demo).
registerSandbox({ service: 'demo', inUse: (c) => c.SEED_ON_EMPTY && c.SEED_DEMO === true });

const defaultOf = (key: keyof AppConfig): unknown =>
  (configSchema.shape[key] as { safeParse(v: unknown): { data?: unknown } }).safeParse(undefined).data;

/** Every reason this configuration must not serve production; empty when it may. */
export function productionProblems(config: AppConfig): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.SESSION_SECRET === defaultOf('SESSION_SECRET')) {
    problems.push('SESSION_SECRET is the public development default');
  }
  if (config.AUDIT_KEY === defaultOf('AUDIT_KEY')) {
    problems.push('AUDIT_KEY is the public development default (the audit chain would be unkeyed)');
  }
  const allowed = new Set(
    config.ALLOW_SANDBOX.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const s of sandboxes.values()) {
    if (!s.inUse(config)) continue;
    if (!allowed.has(s.service) && !allowed.has('all')) {
      problems.push(
        `the ${s.service} sandbox is enabled; configure a real provider or set ALLOW_SANDBOX=${s.service}`,
      );
    }
    for (const key of s.secrets ?? []) {
      if (config[key] === defaultOf(key)) problems.push(`${key} is the public development default`);
    }
  }
  return problems;
}

export function assertProductionSafe(config: AppConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
