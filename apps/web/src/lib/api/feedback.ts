/**
 * The API client lives outside React, but its reactions (toast, alert, dialog, navigation) need
 * antd's context-aware message/modal and the router. The app installs real implementations once
 * (ApiFeedbackBridge); tests install spies. Until then reactions fall back to the console so a
 * failure is never swallowed silently.
 */
export interface ApiFeedback {
  toast(msg: string): void;
  alert(title: string, msg: string, onOk?: () => void): void;
  timeout(): void;
  navigate(to: string): void;
  /** Current in-app location (path + search), used for the login redirect-back parameter. */
  location(): string;
}

const fallback: ApiFeedback = {
  toast: (msg) => console.warn('[api]', msg),
  alert: (title, msg, onOk) => {
    console.warn('[api]', title, msg);
    onOk?.();
  },
  timeout: () => console.warn('[api] timeout'),
  navigate: (to) => window.location.assign(to),
  location: () => window.location.pathname + window.location.search,
};

let current: ApiFeedback = fallback;

/**
 * Many queries may time out together; one dialog a second is enough. The pause belongs to the
 * installed feedback (one page of one app), not to the module: a new installation starts afresh.
 */
function oncePerSecond(show: () => void): () => void {
  let shownAt = -Infinity;
  return () => {
    if (Date.now() - shownAt < 1000) return;
    shownAt = Date.now();
    show();
  };
}

export function installApiFeedback(feedback: Partial<ApiFeedback>): () => void {
  const previous = current;
  const next = { ...fallback, ...feedback };
  current = { ...next, timeout: oncePerSecond(next.timeout) };
  return () => {
    current = previous;
  };
}

export const feedback = (): ApiFeedback => current;
