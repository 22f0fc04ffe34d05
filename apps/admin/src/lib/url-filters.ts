import { useSearchParams } from 'react-router';

/**
 * The list's filters given in the address (a dashboard queue links to `/aftersales?status=shipped`):
 * passed to ProTable as the search form's initial values, so the first request is already filtered.
 */
export function useUrlFilters(): Record<string, string> {
  const [params] = useSearchParams();
  return Object.fromEntries(params.entries());
}
