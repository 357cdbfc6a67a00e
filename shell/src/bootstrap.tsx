import 'shared-contracts/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRemoteRegistry } from './federation/remote-registry';
import { siteRoutes } from './routes';

// Start fetching the remotes' addresses now; a failure here is shown, and retried, by the screen that needs them.
loadRemoteRegistry().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

const router = createBrowserRouter(siteRoutes);

const site = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A page the server rendered is taken over where it stands; any other is drawn here. As a
// transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, site);
  else createRoot(root).render(site);
});
