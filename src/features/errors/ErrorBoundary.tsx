// Route errors show the §2.7 error page; if that page throws too, the inner boundary's
// fallback ('An error occurred while showing the error page') takes over.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorPageFailed } from './ErrorFallbacks';
import { ErrorPage } from './ErrorPage';

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

export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      tag="render"
      fallback={(error) => (
        <Boundary tag="errorPage" fallback={() => <ErrorPageFailed />}>
          <ErrorPage status={statusOf(error)} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
