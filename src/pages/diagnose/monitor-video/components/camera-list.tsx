import { useId, useMemo, useState } from 'react';
import { Badge, Empty, Input, Typography } from 'antd';
import { SearchOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CameraView } from '../../../../api/cameras';
import { groupCameras } from '../camera-groups';

/** The drag payload type: a camera id, so only our own items drop on the wall. */
export const CAMERA_DRAG_TYPE = 'application/x-smartmon-camera';

export interface CameraListProps {
  cameras: readonly CameraView[];
  /** Camera ids in the visible cells (marked as playing). */
  shown: ReadonlySet<number>;
  onPick: (camera: CameraView) => void;
}

/** The tenant's cameras grouped by device, searchable; click or drag one into a cell. */
export function CameraList({ cameras, shown, onPick }: CameraListProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupCameras(cameras, search), [cameras, search]);
  return (
    <div className="camera-list" data-testid="camera-list">
      {/* The list filters as one types, so no search button: Input.Search's was a Tab stop named only by its icon's English "search". */}
      <Input allowClear prefix={<SearchOutlined aria-hidden />} placeholder={t('monitorVideo.search')} aria-label={t('monitorVideo.search')} onChange={(e) => setSearch(e.target.value)} />
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('monitorVideo.noMatch')} />
      ) : (
        groups.map((group) => (
          // Named by its visible title, so a device name is read as it is shown.
          <section key={group.key || '-'} className="camera-list__group" aria-labelledby={`${baseId}-${group.key}`}>
            <Typography.Text type="secondary" className="camera-list__title" id={`${baseId}-${group.key}`}>
              {group.title ? <span data-user-data>{group.title}</span> : t('monitorVideo.unbound')}
            </Typography.Text>
            <ul>
              {group.cameras.map((camera) => (
                <li key={camera.id}>
                  <button
                    type="button"
                    draggable
                    className="camera-list__item"
                    data-testid="camera-item"
                    data-serial={camera.deviceSerial}
                    data-camera-id={camera.id}
                    onClick={() => onPick(camera)}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(CAMERA_DRAG_TYPE, String(camera.id));
                      e.dataTransfer.effectAllowed = 'copyMove';
                    }}
                  >
                    <VideoCameraOutlined />
                    <span className="camera-list__name" data-user-data>{camera.name}</span>
                    {shown.has(camera.id) && <Badge status="processing" text={t('monitorVideo.live')} />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
