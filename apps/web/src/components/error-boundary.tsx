import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** Rendered instead of the children after they throw. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** When this value changes (the URL, say) the boundary tries its children again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failedKey: unknown;
  hasError: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failedKey: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.hasError && state.failedKey !== props.resetKey) {
      return { error: null, hasError: false, failedKey: props.resetKey };
    }
    return state.hasError ? null : { failedKey: props.resetKey };
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
