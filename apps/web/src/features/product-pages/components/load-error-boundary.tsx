import { Component, type ReactNode } from "react";

interface Props {
  /** What shows instead of the children after a failure; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A page part whose code or data failed to load (offline visitor) offers to try again instead of breaking the page. */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
