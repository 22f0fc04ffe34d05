/**
 * Spec §7: a repeated identical request cancels the previous one (the newest answer wins, e.g. a
 * list re-queried while the old answer is still on its way) — except the calls where every click
 * is a real action the buyer meant: cart add, favourite, favourite cancel and activity tap.
 */
const NO_CANCEL: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/cart\/?$/ },
  { method: 'POST', path: /^\/favorite\/?$/ },
  { method: 'POST', path: /^\/favorite\/cancel\/?$/ },
  { method: 'POST', path: /^\/activity\/tap(\/|$)/ },
  { method: 'GET', path: /^\/activity\/tap(\/|$)/ },
];

export const isCancelExempt = (method: string, url: string): boolean => {
  const path = url.split('?')[0] ?? url;
  return NO_CANCEL.some((rule) => rule.method === method.toUpperCase() && rule.path.test(path));
};

const inflight = new Map<string, AbortController>();

/** Aborts the earlier identical request (if any) and registers a controller for this one. */
export function takeSlot(key: string): AbortController {
  inflight.get(key)?.abort();
  const controller = new AbortController();
  inflight.set(key, controller);
  return controller;
}

export function releaseSlot(key: string, controller: AbortController): void {
  if (inflight.get(key) === controller) inflight.delete(key);
}
