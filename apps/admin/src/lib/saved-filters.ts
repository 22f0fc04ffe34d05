import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type {
  SavedFilter,
  SavedFilterBodySchema,
  SavedFilterQuerySchema,
  SavedFilterTable,
  SavedFilterValues,
} from '@shop/shared';
import { api } from './api';

/**
 * A search form's values as they can be stored: empty fields dropped, dates (dayjs) as
 * 'YYYY-MM-DD' text, so a saved set reads the same in any browser and fills the form again.
 */
export function savableFilters(values: Record<string, unknown>): SavedFilterValues {
  const day = (v: unknown) => (dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v);
  const out: SavedFilterValues = {};
  for (const [k, raw] of Object.entries(values)) {
    const v = Array.isArray(raw) ? raw.map((x) => String(day(x))) : day(raw);
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || Array.isArray(v))
      out[k] = v;
  }
  return out;
}

/** The signed-in operator's named filter sets of one table, with save (same name replaces) and delete. */
export function useSavedFilters(table: SavedFilterTable) {
  const qc = useQueryClient();
  const key = ['admin', 'saved-filters', table];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get<SavedFilter[], typeof SavedFilterQuerySchema>('/saved-filters', { table }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (v: { name: string; filters: SavedFilterValues }) =>
      api.post<SavedFilter, typeof SavedFilterBodySchema>('/saved-filters', { table, ...v }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.del<{ id: number }>(`/saved-filters/${id}`),
    onSuccess: refresh,
  });
  return { filters: list.data ?? [], save, remove };
}
