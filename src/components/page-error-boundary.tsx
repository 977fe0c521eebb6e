import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18next } from '../i18n';

interface State {
  error: Error | null;
}

/** A page that throws while rendering shows this instead of taking the whole shell down. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title={i18next.t('common.loadFailed')}
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            {i18next.t('common.retry')}
          </Button>
        }
      />
    );
  }
}
