/** What other features may use of this feature (lint rule boundaries/imports). */
export { useRenewLicence, useUpdateUserInfo } from './api/account';
export { useStoresQuery, useSwitchStore } from './api/stores';
export { useUnbindWechat, useWechatBinding } from './api/wechat';
export { FileField, fileRules } from './components/FileField';
export { SmsCodeRow } from './components/SmsCodeRow';
export { StoreForm } from './components/StoreForm';
export { StoreTable } from './components/StoreTable';
export { WechatQrPanel } from './components/WechatQrPanel';

export { zodRule } from './components/zodRule';
export { ActingStoreBar, StoreSwitchMenu } from './components/StoreSwitcher';
