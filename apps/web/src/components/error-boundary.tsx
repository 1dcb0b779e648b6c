import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** Rendered instead of the children after they throw. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches what its children throw and renders `fallback` instead. To try the children again on
 * a new address, key the boundary by it: a reset key compared in getDerivedStateFromProps cannot
 * work when the key changes in the very render that throws (the retry after the error sees the
 * new key and renders the children again, which throw again).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Uncaught error in the interface", error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) {
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    }
    return this.props.children;
  }
}
