import { useId, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CameraView } from '../../../../api/cameras';
import { VideoPlayer } from '../../../../components/video-player/video-player';
import { CAMERA_DRAG_TYPE } from './camera-list';
import { useLiveLoader } from '../../../../hooks/use-live-loader';

export interface WallCellProps {
  index: number;
  camera: CameraView | null;
  selected: boolean;
  onSelect: (index: number) => void;
  onToggleEnlarge: (index: number) => void;
  onDropCamera: (cameraId: number, index: number) => void;
  onClear: (index: number) => void;
}

/** One screen of the wall: a live player for its camera, a drop target, select and enlarge. */
export function WallCell({ index, camera, selected, onSelect, onToggleEnlarge, onDropCamera, onClear }: WallCellProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [over, setOver] = useState(false);
  const serial = camera?.deviceSerial;
  const load = useLiveLoader(camera);

  const className = ['wall-cell', selected && 'wall-cell--selected', over && 'wall-cell--over'].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      data-testid="wall-cell"
      data-index={index}
      data-serial={serial ?? ''}
      data-selected={selected}
      tabIndex={0}
      aria-current={selected ? 'true' : undefined}
      // A camera's cell is named by its visible name (user data); an empty one says so.
      aria-labelledby={camera ? nameId : undefined}
      aria-label={camera ? undefined : t('monitorVideo.emptyCell')}
      title={t('monitorVideo.enlargeHint')}
      onClick={() => onSelect(index)}
      onDoubleClick={() => onToggleEnlarge(index)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (e.key === 'Enter') onToggleEnlarge(index);
        if (e.key === ' ') {
          e.preventDefault();
          onSelect(index);
        }
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(CAMERA_DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const id = Number(e.dataTransfer.getData(CAMERA_DRAG_TYPE));
        if (!Number.isInteger(id) || id <= 0) return;
        e.preventDefault();
        onDropCamera(id, index);
      }}
    >
      {camera ? (
        <>
          <VideoPlayer sourceKey={`${camera.id}:${camera.deviceSerial}:${camera.channelNo}`} load={load} testId="wall-player" />
          <div
            className="wall-cell__head"
            data-testid="wall-cell-head"
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(CAMERA_DRAG_TYPE, String(camera.id));
              e.dataTransfer.effectAllowed = 'move';
            }}
          >
            <span className="wall-cell__name" id={nameId} data-user-data>
              {camera.name}
            </span>
            <Tooltip title={t('monitorVideo.closeCell')}>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('monitorVideo.closeCell')}
                className="wall-cell__close"
                data-testid="wall-cell-close"
                onClick={(e) => {
                  e.stopPropagation();
                  onClear(index);
                }}
              />
            </Tooltip>
          </div>
        </>
      ) : (
        <div className="wall-cell__empty">{t('monitorVideo.emptyCell')}</div>
      )}
    </div>
  );
}
