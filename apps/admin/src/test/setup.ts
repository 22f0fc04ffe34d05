import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default; antd's async form validation took longer than
// that on a loaded two-core machine (running two test files at once) and failed a sound test.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Unmounting leaves React's scheduler and antd's motion timers a macrotask of work; let it run
  // while jsdom still exists, or it fires after teardown as "window is not defined" (seen on a
  // loaded CI machine) and fails the whole run.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// The last test of a file can still have a timer queued (the spec's 200 ms add-to-cart delay, antd
// motion, a query refetch) whose render lands after jsdom is gone: "window is not defined" from
// react-dom after MiniCart.test.tsx on a loaded machine. Let such work drain before teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 400));
});

// jsdom lacks these browser APIs that antd's responsive and overflow logic call on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(() => false),
      }) as MediaQueryList,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not scroll; the scroll manager and back-to-top call it.
window.scrollTo = vi.fn();

// antd's QRCode draws on a canvas, which jsdom does not implement.
HTMLCanvasElement.prototype.getContext = vi.fn(() => null);
