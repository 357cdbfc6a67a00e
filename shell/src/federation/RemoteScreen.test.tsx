import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reportTo, type ErrorContext } from '../error-reporting/error-reports';
import type { ExposedModule } from './remote-registry';
import { RemoteLoaderContext, RemoteScreen, type RemoteLoader } from './RemoteScreen';

// Rendering inside act lets React retry a suspended screen once its load settles.
async function renderScreen(loader: RemoteLoader) {
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteLoaderContext.Provider value={loader}>
          <p>Navigation stays</p>
          <RemoteScreen remote="shop" exposed="MerchList" />
        </RemoteLoaderContext.Provider>
      </MemoryRouter>,
    );
  });
}

describe('a remote screen', () => {
  it('shows a loading state, then the screen the remote exposes, inside its module boundary', async () => {
    let arrive: (screen: ExposedModule) => void = () => {};
    const loader: RemoteLoader = {
      load: () => new Promise((resolve) => (arrive = resolve)),
      forget: async () => undefined,
    };
    await renderScreen(loader);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => arrive({ default: () => <h1>Merch</h1> }));
    const heading = screen.getByRole('heading', { name: 'Merch' });
    expect(heading.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'shop');
  });

  it('shows a fallback with a retry when the remote cannot be reached, and loads it on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let reachable = false;
    const loader: RemoteLoader = {
      load: vi.fn(async () => {
        if (!reachable) throw new Error('Failed to get manifest. #RUNTIME-003');
        return { default: () => <h1>Merch</h1> };
      }),
      forget: vi.fn(async () => undefined),
    };
    await renderScreen(loader);

    expect(await screen.findByRole('heading', { name: 'This page is taking a short rest' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't load the shop/)).toBeInTheDocument();
    expect(screen.getByText('Navigation stays')).toBeInTheDocument();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Merch' })).toBeInTheDocument();
    expect(loader.forget).toHaveBeenCalledWith('shop');
  });

  it('shows the fallback when the remote screen throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader: RemoteLoader = {
      load: async () => ({
        default: () => {
          throw new Error('broken screen');
        },
      }),
      forget: async () => undefined,
    };
    await renderScreen(loader);

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("reports what its boundary caught to the page's error reporter, with the component stack", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: [unknown, ErrorContext][] = [];
    await reportTo(
      Promise.resolve({ report: (error: unknown, context: ErrorContext) => reported.push([error, context]) }),
    );
    const broken = new Error('broken screen');
    const loader: RemoteLoader = {
      load: async () => ({
        default: () => {
          throw broken;
        },
      }),
      forget: async () => undefined,
    };
    await renderScreen(loader);

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reported).toEqual([[broken, { source: 'boundary', componentStack: expect.stringContaining('Exposed') }]]);
  });
});
