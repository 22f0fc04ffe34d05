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

export function installApiFeedback(feedback: Partial<ApiFeedback>): () => void {
  const previous = current;
  current = { ...fallback, ...feedback };
  return () => {
    current = previous;
  };
}

export const feedback = (): ApiFeedback => current;
