// Route errors show the §2.7 error page; if that page throws too, or its chunk cannot be loaded,
// the inner boundary's fallback ('An error occurred while showing the error page') takes over.
// The page itself is a lazy chunk: no diner who never meets an error downloads it.
import { Component, Suspense, lazy } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorPageFailed } from './ErrorFallbacks';
import type { ErrorPageProps } from './ErrorPage';

const ErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));

interface State {
  error: unknown;
}

class Boundary extends Component<
  { children: ReactNode; fallback: (error: unknown) => ReactNode; tag: string },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[ERROR:${this.props.tag}]`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** The §2.7 error page, with the last-resort page if it cannot be shown. */
export function ErrorView(props: ErrorPageProps) {
  return (
    <Boundary tag="errorPage" fallback={() => <ErrorPageFailed />}>
      <Suspense fallback={null}>
        <ErrorPage {...props} />
      </Suspense>
    </Boundary>
  );
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary tag="render" fallback={(error) => <ErrorView status={statusOf(error)} />}>
      {children}
    </Boundary>
  );
}
