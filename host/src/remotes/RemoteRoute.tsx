import { Component, createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useHydrated, heldWhileLeaving, reportClientError, type RemoteName } from '@suscripciones/shared';
import { FullScreenSpinner } from '@suscripciones/kit/ui';
import { loadedPages } from './loadedPages';
import { loadRemoteModule, remoteOf, RemoteUnavailableError } from './remoteLoader';
import { RemoteFailure } from './RemoteFailure';
import type { PageModuleId } from './routeRemotes';

/**
 * Set while the shell is rendered at build time: a route's page is then a
 * slot, which the server fills with the remote's own prerendered HTML.
 */
export const RouteSlotContext = createContext(false);
/** The slot's element, replaced in the built shell by routeSlotMarker (../prerender/routeSlot.ts). */
export const routeSlotElement = '<div data-suscripciones-route=""></div>';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** A remote that did not load, or threw while rendering, reported as a client error (its cause's message). */
function reportRemoteFailure(remote: RemoteName, error: unknown): void {
  const reason = error instanceof RemoteUnavailableError ? error.reason : 'render';
  reportClientError({ kind: 'remote_failed', remote, reason, error: error instanceof RemoteUnavailableError ? error.cause : error });
}

interface BoundaryProps {
  onRetry: () => void;
  remote: RemoteName;
  children: ReactNode;
}

/** Catches a remote that loads but throws while rendering, so the header and other routes live on. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed while rendering`, error, info.componentStack);
    reportRemoteFailure(this.props.remote, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <RemoteFailure
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** A route whose page comes from a remote: spinner while loading, a translated message and retry on failure. */
export function RemoteRoute({ moduleId }: { moduleId: PageModuleId }) {
  if (useContext(RouteSlotContext)) return <div data-suscripciones-route="" />;
  return <LoadedRemoteRoute moduleId={moduleId} />;
}

/**
 * While the prerendered shell is hydrated, a route whose page was not
 * prerendered is an empty slot (as in the HTML); the page comes right after.
 */
function LoadedRemoteRoute({ moduleId }: { moduleId: PageModuleId }) {
  const hydrated = useHydrated();
  if (!hydrated && !loadedPages.has(moduleId)) return null;
  return <PageOfRemote moduleId={moduleId} />;
}

function PageOfRemote({ moduleId }: { moduleId: PageModuleId }) {
  const [attempt, setAttempt] = useState(0);
  // What a load ended in, named by the load (its page and attempt): another page or a retry shows the spinner
  // until its own load ends.
  const [loaded, setLoaded] = useState<(LoadState & { moduleId: PageModuleId; attempt: number }) | null>(null);
  const remote = remoteOf(moduleId);

  const cached = attempt === 0 ? loadedPages.get(moduleId) : undefined;
  useEffect(() => {
    // Shown from what the render found. A page that arrived since (loaded ahead while this rendered its spinner)
    // is no reason to skip the load: the render did not see it, so nothing would render it; the load hands it over.
    if (cached) return;
    let current = true;
    // A load cancelled as the buyer leaves the page is no failure to show, log or report (pageLeaving.ts).
    heldWhileLeaving(loadRemoteModule(moduleId, { fresh: attempt > 0 })).then(
      (module) => {
        loadedPages.set(moduleId, module.default);
        if (current) setLoaded({ moduleId, attempt, status: 'ready', Page: module.default });
      },
      (error: unknown) => {
        console.error(error);
        reportRemoteFailure(remote, error);
        if (current) setLoaded({ moduleId, attempt, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [moduleId, attempt, remote, cached]);

  const state: LoadState =
    loaded && loaded.moduleId === moduleId && loaded.attempt === attempt ? loaded : cached ? { status: 'ready', Page: cached } : { status: 'loading' };

  const retry = useCallback(() => {
    loadedPages.delete(moduleId);
    setAttempt((value) => value + 1);
  }, [moduleId]);

  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'failed') return <RemoteFailure remote={remote} onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
      <Page />
    </RemoteErrorBoundary>
  );
}
