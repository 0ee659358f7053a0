import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate } from 'react-router';
import { LoadingPlaceholders } from '../ui/loading-placeholders';
import type { TPageLoader } from './pages';

/** SPEC §2 Route guards: a page that fails to load goes to /404 ('Error de conexión ...'). */
export const PAGE_LOAD_FAILED_PATH = '/404';

class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <Navigate to={PAGE_LOAD_FAILED_PATH} replace state={{ loadFailed: true }} />;
    return this.props.children;
  }
}

const cache = new Map<TPageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader (pages sharing a module share a chunk and a component). */
export function lazyPage(loader: TPageLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component;
}

/**
 * A route's lazily loaded page (built once per route by the router). Every route of the table has
 * a page (issue #12 item 14: no 'Muy pronto disponible' placeholder; pages.test.tsx walks the
 * table); a map without one (a test's stub map) answers the 404 page rather than a blank screen.
 */
export function LazyPage({
  routeId,
  page: Page,
}: {
  routeId: string;
  page: LazyExoticComponent<ComponentType> | null;
}) {
  if (!Page) return <Navigate to={PAGE_LOAD_FAILED_PATH} replace />;
  return (
    <PageLoadBoundary key={routeId}>
      <Suspense fallback={<LoadingPlaceholders />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
