import { forwardRef } from 'react';
import type { CameraView } from '../../../../api/cameras';
import { columnsOf, type WallState } from '../wall-state';
import { WallCell, type WallCellProps } from './wall-cell';

export interface VideoWallProps extends Pick<WallCellProps, 'onSelect' | 'onToggleEnlarge' | 'onDropCamera' | 'onClear'> {
  state: WallState;
  cameraById: ReadonlyMap<number, CameraView>;
}

/**
 * The grid of cells. Only the cells of the layout are rendered (an enlarged cell alone), so a
 * cell that leaves the wall unmounts its player; cells are keyed by position, so a cell that stays
 * keeps its player through layout changes.
 */
export const VideoWall = forwardRef<HTMLDivElement, VideoWallProps>(function VideoWall({ state, cameraById, ...handlers }, ref) {
  const indices = state.enlarged !== null ? [state.enlarged] : Array.from({ length: state.layout }, (_, i) => i);
  const columns = state.enlarged !== null ? 1 : columnsOf(state.layout);
  return (
    <div
      ref={ref}
      className="video-wall"
      data-testid="video-wall"
      data-layout={state.layout}
      data-enlarged={state.enlarged ?? ''}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${columns}, 1fr)` }}
    >
      {indices.map((index) => {
        const id = state.cells[index];
        return (
          <WallCell
            key={index}
            index={index}
            camera={id === null ? null : (cameraById.get(id) ?? null)}
            selected={state.selected === index}
            {...handlers}
          />
        );
      })}
    </div>
  );
});
