import { Component, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';

interface Props {
  children: ReactNode;
}

/**
 * A page that throws (a chunk that failed or timed out, spec 9) shows a reload offer in
 * its place; keyed by path where it is used, so the next page starts clean.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
