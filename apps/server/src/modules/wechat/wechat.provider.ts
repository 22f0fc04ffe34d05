import { registerSandbox } from '../../lib/production-guard';

/**
 * WeChat 扫码登录 as the open platform offers it: a QR code per attempt, confirmed on the buyer's
 * phone, answering with the WeChat user's openid. The sandbox's confirmation page (/wechat/sandbox)
 * stands in for the phone; production must configure the real platform or allow the sandbox.
 */
registerSandbox({ service: 'wechat', inUse: (config) => config.WECHAT_PROVIDER === 'sandbox' });
