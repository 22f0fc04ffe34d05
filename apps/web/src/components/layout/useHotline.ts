import { useCurrentUser } from '../../features/shell/currentUser';
import { useGlobalLinks } from '../../features/shell/api/globalLinks';

/** The buyer's configured hotline, else the site's (visitors have no base info). */
export function useHotline(): string | undefined {
  const base = useCurrentUser();
  const links = useGlobalLinks();
  return base.common_config?.hot_line || links.data?.site.hot_line || undefined;
}
