import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Drawn instead of the children once they threw while rendering. */
  fallback: ReactNode;
  /**
   * Values that, when one changes, try the children again (the next query, the dialog reopened).
   */
  resetKeys?: readonly unknown[];
  /** Told of the error (logging); React reports it to the console as well. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  keys: readonly unknown[];
}

const changed = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/**
 * Keeps an error in one part of the page in that part: its children are replaced by `fallback`,
 * and the rest of the page (the route, the shell) goes on. A part such as the command palette
 * draws what an API or the browser's storage gave it: a value of the wrong shape must not take
 * the page down with it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    return changed(keys, state.keys) ? { failed: false, keys } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
