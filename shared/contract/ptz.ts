/** Pan/tilt/zoom directions a camera control call names (EZVIZ's words for them). */
export type PtzDirection = 'up' | 'down' | 'left' | 'right' | 'zoomin' | 'zoomout';
export const PTZ_DIRECTIONS: PtzDirection[] = ['up', 'down', 'left', 'right', 'zoomin', 'zoomout'];
