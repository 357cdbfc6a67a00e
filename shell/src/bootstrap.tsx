import 'shared-contracts/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRemoteRegistry } from './federation/remote-registry';
import { siteRoutes } from './routes';

// Start fetching the remotes' addresses now; a failure here is shown, and retried, by the screen that needs them.
loadRemoteRegistry().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const router = createBrowserRouter(siteRoutes);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
