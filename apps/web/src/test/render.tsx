import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { FeedbackHost } from '../lib/feedback/FeedbackHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http } from '../lib/api';
import { fakeAdapter } from '../lib/api/test-adapter';
import { CurrentUserContext } from '../features/shell/currentUser';
import { VISITOR, type BaseInfo } from '../features/shell/api/baseInfo';

/**
 * Renders a piece of the shell with the providers it expects. The network answers every call with
 * `responses[path]` or a 404 envelope, so components see real client behaviour without a server.
 */
export function renderShell(
  ui: ReactElement,
  {
    base = VISITOR,
    path = '/',
    responses = {},
  }: { base?: BaseInfo; path?: string; responses?: Record<string, unknown> } = {},
) {
  http.defaults.adapter = fakeAdapter((config) => {
    const url = config.url ?? '';
    return url in responses
      ? { body: { code: 10000, msg: 'ok', data: responses[url] } }
      : { status: 404, body: { code: 404, msg: '接口不存在', data: null } };
  }).adapter;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <>
          <CurrentUserContext.Provider value={base}>{ui}</CurrentUserContext.Provider>
          <FeedbackHost />
        </>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
