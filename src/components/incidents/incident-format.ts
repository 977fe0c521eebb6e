import dayjs from 'dayjs';

/** An incident's times as the message center writes them (the browser's clock). */
export const formatTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
