import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../safeRedirect';
import { Transit } from './Transit';

/** `query` may be a query string ("a=1&b=2") or a JSON object ({"a":1}) as old links send it. */
export function toSearch(query: string | null): string {
  if (!query) return '';
  const trimmed = query.trim().replace(/^\?/, '');
  if (trimmed.startsWith('{')) {
    try {
      const obj = JSON.parse(trimmed) as Record<string, unknown>;
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') q.set(k, String(v));
      }
      return q.toString() ? `?${q.toString()}` : '';
    } catch {
      return '';
    }
  }
  return trimmed ? `?${trimmed}` : '';
}

/** /loading?path=/list&query=select%3D3 — a transit page other pages and old links go through. */
export default function LoadingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('path')) + toSearch(params.get('query'));

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return <Transit />;
}
