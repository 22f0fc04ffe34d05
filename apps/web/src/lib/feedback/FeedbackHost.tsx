import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackRequested, onFeedbackRequested } from './index';

const FeedbackHolders = lazy(() => import('./Holders'));

/**
 * Rendered once inside ConfigProvider (app/providers.tsx). Mounts antd's message and modal
 * holders the first time a toast or dialog is asked for, so their code stays off the first screen.
 */
export function FeedbackHost() {
  const wanted = useSyncExternalStore(onFeedbackRequested, feedbackRequested, feedbackRequested);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
}
