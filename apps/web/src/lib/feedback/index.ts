import type { MessageArgsProps, ModalFuncProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The shop's one way to show a toast (`message`) or a dialog (`modal`), from React or from plain
 * code (the API client, the cart calls). antd's message and modal code (~30 KB compressed) is not
 * part of the first screen: the first call loads it, and <FeedbackHost> (inside ConfigProvider, so
 * toasts and dialogs keep the shop's theme and zh_CN locale) mounts antd's holders and runs the
 * calls made meanwhile, in order.
 */
export interface FeedbackApis {
  message: MessageInstance;
  modal: HookAPI;
}

type Toast = (content: MessageArgsProps['content']) => void;
type DialogKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';
/** What a dialog call returns: close it (or keep it from opening), or change it. */
export interface DialogHandle {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
}

let apis: FeedbackApis | null = null;
let requested = false;
const pending: Array<(a: FeedbackApis) => void> = [];
const listeners = new Set<() => void>();

function run(call: (a: FeedbackApis) => void): void {
  if (apis) {
    call(apis);
    return;
  }
  pending.push(call);
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
}

/** <FeedbackHost>: mount the holders once something asked for them. */
export const feedbackRequested = (): boolean => requested;
export function onFeedbackRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted holders with antd's context-aware APIs; null when they unmount. */
export function attachFeedback(next: FeedbackApis | null): void {
  apis = next;
  if (!next) return;
  for (const call of pending.splice(0)) call(next);
}

const toast =
  (kind: 'success' | 'error' | 'info' | 'warning'): Toast =>
  (content) =>
    run((a) => void a.message[kind](content));

export const message = {
  success: toast('success'),
  error: toast('error'),
  info: toast('info'),
  warning: toast('warning'),
};

function dialog(kind: DialogKind) {
  return (config: ModalFuncProps): DialogHandle => {
    let real: DialogHandle | null = null;
    let settings = config;
    let destroyed = false;
    run((a) => {
      if (!destroyed) real = a.modal[kind](settings);
    });
    return {
      destroy: () => {
        destroyed = true;
        real?.destroy();
      },
      update: (change) => {
        settings = { ...settings, ...change };
        real?.update(change);
      },
    };
  };
}

export const modal = {
  info: dialog('info'),
  success: dialog('success'),
  error: dialog('error'),
  warning: dialog('warning'),
  confirm: dialog('confirm'),
};
