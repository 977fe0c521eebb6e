import './page-loading.css';

/**
 * Shown while a page's code or main data loads. Plain CSS rather than antd's Spin, because the
 * router uses it as its pending component and so it ships with /login's bundle.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__dot" />
      <span className="page-loading__dot" />
      <span className="page-loading__dot" />
    </div>
  );
}
