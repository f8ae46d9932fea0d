import { Component, type ReactNode } from 'react';
import { RetryState } from '../../ui/load-state.tsx';

/**
 * A screen that throws (its chunk failed to load on a flaky network, most often) shows a retry instead of a blank
 * page; the retry renders it afresh, and a chunk that still fails reloads the page.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const chunkFailed = this.state.error instanceof TypeError;
    return <RetryState error={this.state.error} onRetry={() => (chunkFailed ? location.reload() : this.setState({ error: null }))} />;
  }
}
