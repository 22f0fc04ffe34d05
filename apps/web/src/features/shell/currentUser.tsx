import { createContext, useContext } from 'react';
import { VISITOR, type BaseInfo } from './api/baseInfo';

/**
 * The buyer as the header sees it. The layout decides whether base info is fetched (spec §6) and
 * provides it here; every component below reads the same value instead of querying again.
 */
export const CurrentUserContext = createContext<BaseInfo>(VISITOR);

export const useCurrentUser = (): BaseInfo => useContext(CurrentUserContext);
