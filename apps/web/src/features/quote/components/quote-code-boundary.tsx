import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Called once when the code could not be loaded (offline, new deployment). */
  onFailure?: (error: unknown) => void;
}

/**
 * Keeps a failed download of the lazily loaded quote code (drawer, header summary) from replacing the whole
 * page with the error screen.
 */
export class QuoteCodeBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
