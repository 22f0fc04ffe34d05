import type { AppDeps } from '../../deps';
import { registerSandbox } from '../../lib/production-guard';
import { sandboxSmsProvider } from './sandbox.provider';

/**
 * What an SMS gateway (阿里云短信, 腾讯云短信) offers the shop: send one text to one mobile. The
 * sandbox writes to an outbox table instead; a real provider slots in by SMS_PROVIDER.
 */
registerSandbox({ service: 'sms', inUse: (config) => config.SMS_PROVIDER === 'sandbox' });

export interface SmsProvider {
  readonly name: string;
  send(phone: string, content: string): Promise<void>;
}

export function smsProviderOf(deps: AppDeps): SmsProvider {
  switch (deps.config.SMS_PROVIDER) {
    case 'sandbox':
      return sandboxSmsProvider(deps.database.db);
  }
}
