/** Series colours, distinguishable on light and dark themes and for common colour blindness. */
export const SERIES_COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#a0d911', '#2f54eb', '#faad14'];

export const colorAt = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length];
