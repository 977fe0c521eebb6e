import { Spin } from 'antd';

/** Shown while a page's code or main data loads. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }} role="status">
      <Spin />
    </div>
  );
}
