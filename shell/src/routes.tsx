import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { notFoundMeta, pagePaths, pages, type Page, type ShellScreen } from 'shared-contracts/site-manifest';
import { RemoteScreen } from './federation/RemoteScreen';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound';
import { PaymentSuccessRoute } from './pages/PaymentSuccessRoute';
import { RouterError } from './pages/RouterError';

/** The screens the shell draws itself; every other page is a remote's. */
const shellScreens: Record<ShellScreen, ComponentType> = { PaymentSuccess: PaymentSuccessRoute };

function pageElement({ screen }: Page) {
  if ('shell' in screen) {
    const Screen = shellScreens[screen.shell];
    return <Screen />;
  }
  return <RemoteScreen key={`${screen.remote}/${screen.exposed}`} {...screen} />;
}

/** Every address of the site manifest, aliases included, and the screen it shows. */
export const siteRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouterError />,
    children: [
      {
        errorElement: <RouterError />,
        children: [
          ...pages.flatMap((page: Page) =>
            pagePaths(page).map((path): RouteObject => ({ path, handle: { meta: page }, element: pageElement(page) })),
          ),
          { path: '*', handle: { meta: notFoundMeta }, element: <NotFound /> },
        ],
      },
    ],
  },
];
