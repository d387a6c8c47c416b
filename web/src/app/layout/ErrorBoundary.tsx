import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  /** When this changes (the visitor went elsewhere), a shown error is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  seenKey: string | undefined;
  failed: boolean;
}

/** Catches what a page throws while rendering, including a page chunk that fails to load. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, seenKey: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { seenKey: props.resetKey };
    if (state.seenKey !== props.resetKey) return { error: null, failed: false, seenKey: props.resetKey };
    return null;
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
