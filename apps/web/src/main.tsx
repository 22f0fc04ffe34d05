import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, createQueryClient } from './app/providers';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = createRoot(root);
// A transition: React draws the first screen in slices, yielding to the browser between them.
startTransition(() =>
  app.render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
