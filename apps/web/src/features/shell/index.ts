/** What other features may use of this feature (lint rule boundaries/imports). */
export { type BaseInfo, baseInfoKey, isSignedIn, useBaseInfoQuery } from './api/baseInfo';
export { useCommonConfig } from './api/commonConfig';
export { CurrentUserContext, useCurrentUser } from './currentUser';
export { forgetSignIn, rememberSignIn } from './signInHint';
