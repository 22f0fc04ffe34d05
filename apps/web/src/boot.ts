// The entry index.html loads. It lets the browser paint the page's HTML (the header frame and the
// first screen the server put in, modules/first-screen) before any of the app's script is compiled
// or run: the app's ~600 KB of JavaScript then starts after the first frame instead of holding it.
// rAF runs just before a frame is drawn; a task queued from it runs after that frame.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint().then(() => import('./main'));
