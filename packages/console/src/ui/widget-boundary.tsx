import { Component, type ReactNode } from 'react';

interface Props {
  /** shown instead of the children when they throw */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Issue 19.2: an answer a widget cannot show (a device sending fewer or other fields) costs that
 * widget, not the console around it.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
