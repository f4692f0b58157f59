import type { LogErrorRequest } from '@rpos/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../api/log-error';
import { ErrorFallback } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (a new path), a crashed boundary tries its children again. */
  resetKey?: unknown;
  /** Overrides the report call (tests). */
  report?: (report: LogErrorRequest) => void | Promise<void>;
  /** Overrides the page reload (tests). */
  reload?: () => void;
}

interface State {
  error: Error | null;
}

/** Shows the crash message with a Reload button and reports the crash (POST /utils/logError). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const err = error instanceof Error ? error : new Error(String(error));
    const report = this.props.report ?? reportError;
    void report({
      title: `UI crash: ${err.name || 'Error'}`,
      message: err.message || String(error),
      details: { stack: err.stack ?? null, componentStack: info.componentStack ?? null },
      path: `${window.location.pathname}${window.location.search}`,
    });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback onReload={this.props.reload} />;
    return this.props.children;
  }
}
