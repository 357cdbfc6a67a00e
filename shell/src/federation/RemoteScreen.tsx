import {
  Component,
  Suspense,
  createContext,
  use,
  useCallback,
  useContext,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { remoteBoundary, remotes, type ExposedScreen, type RemoteName } from 'shared-contracts/site-manifest';
import { reportError } from '../error-reporting/error-reports';
import { forgetRemote, loadExposed, type ExposedModule } from './remote-registry';
import styles from './RemoteScreen.module.css';

export interface RemoteLoader {
  load(screen: ExposedScreen): Promise<ExposedModule>;
  forget(remote: RemoteName): Promise<void>;
}

/** How screens are fetched; tests provide their own loader. */
export const RemoteLoaderContext = createContext<RemoteLoader>({ load: loadExposed, forget: forgetRemote });

// One load per exposed module and loader, so moving between routes of the same remote
// renders at once instead of suspending again.
const loads = new WeakMap<RemoteLoader, Map<string, Promise<ExposedModule>>>();

function loadOnce(loader: RemoteLoader, screen: ExposedScreen): Promise<ExposedModule> {
  let byKey = loads.get(loader);
  if (!byKey) {
    byKey = new Map();
    loads.set(loader, byKey);
  }
  const key = `${screen.remote}/${screen.exposed}`;
  let load = byKey.get(key);
  if (!load) {
    load = loader.load(screen);
    byKey.set(key, load);
  }
  return load;
}

function forgetLoads(loader: RemoteLoader, remote: RemoteName) {
  const byKey = loads.get(loader);
  for (const key of byKey?.keys() ?? []) {
    if (key.startsWith(`${remote}/`)) byKey?.delete(key);
  }
}

/** Returns a function that makes the next render fetch the remote afresh after a failure. */
export function useRemoteReload(remote: RemoteName): () => Promise<void> {
  const loader = useContext(RemoteLoaderContext);
  return useCallback(async () => {
    await loader.forget(remote).catch(() => undefined);
    forgetLoads(loader, remote);
  }, [loader, remote]);
}

/** Suspends until the remote module has loaded, then renders its default export. */
export function Exposed(screen: ExposedScreen) {
  const loader = useContext(RemoteLoaderContext);
  const { default: Loaded } = use(loadOnce(loader, screen));
  return <Loaded />;
}

/**
 * Renders a screen that a remote exposes. If the remote cannot be reached, or its screen
 * throws, only this part of the page shows a fallback with a retry; the navigation bar,
 * footer and the other modules keep working.
 */
export function RemoteScreen(screen: ExposedScreen) {
  const [attempt, setAttempt] = useState(0);
  const reload = useRemoteReload(screen.remote);

  const retry = async () => {
    await reload();
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={screen.remote} onRetry={retry}>
      <Suspense fallback={<ScreenLoading />}>
        <div data-boundary={remoteBoundary(screen.remote)}>
          <Exposed {...screen} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function ScreenLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; retrying: boolean }> {
  override state = { failed: false, retrying: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.remote} module could not be shown.`, error, info.componentStack);
    reportError(error, { source: 'boundary', componentStack: info.componentStack ?? undefined });
  }

  private readonly retry = () => {
    this.setState({ retrying: true });
    void this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { label } = remotes[this.props.remote];
    return (
      <section className={styles.fallback} aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title">This page is taking a short rest</h1>
        <p>
          We couldn&apos;t load the {label} just now. The rest of the site still works, and trying again in a moment
          usually helps.
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={this.retry} disabled={this.state.retrying}>
            {this.state.retrying ? 'Trying again…' : 'Try again'}
          </button>
          <Link className="btn btn-outline" to={sitePaths.home}>
            Back to Home
          </Link>
        </div>
      </section>
    );
  }
}
