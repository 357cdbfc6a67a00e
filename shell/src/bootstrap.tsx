import 'shared-contracts/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadRemoteRegistry } from './federation/remote-registry';
import { siteRoutes } from './routes';

loadRemoteRegistry();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(siteRoutes)} />
  </StrictMode>,
);
