import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { FeedbackHost } from '../../../lib/feedback/FeedbackHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { http } from '../../../lib/api';
import { fakeAdapter } from '../../../lib/api/test-adapter';
import { CurrentUserContext } from '../../shell';

const pharmacy = { show: true, company: '杭州康健大药房有限公司' };

/** Shows the current URL so a test can read what a control wrote to the query. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/**
 * A goods page with the app's providers, a signed-in pharmacy and a fake network answering by
 * method and path (`GET /favorite`); returns the recorded requests.
 */
export function renderGoods(
  ui: ReactElement,
  answer: (key: string, params: unknown) => unknown,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  const fake = fakeAdapter((config) => ({
    body: {
      code: 10000,
      msg: 'ok',
      data: answer(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`, config.params),
    },
  }));
  http.defaults.adapter = fake.adapter;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <>
          <CurrentUserContext.Provider value={pharmacy}>
            <Routes>
              <Route
                path={route}
                element={
                  <>
                    {ui}
                    <Where />
                  </>
                }
              />
              {route !== '*' && <Route path="*" element={<Where />} />}
            </Routes>
          </CurrentUserContext.Provider>
          <FeedbackHost />
        </>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake.seen;
}
