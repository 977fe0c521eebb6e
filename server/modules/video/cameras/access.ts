/**
 * Access codes of the video routes (spec section 2): the video wall 4002, historical images 4003,
 * video configuration 8004 and AI recognition 15 all show cameras; PTZ belongs to the wall and
 * the configuration page; binding cameras to devices to the configuration page.
 */
export const WATCH_CODES = ['4002', '4003', '4003001', '8004', '15'];
export const PTZ_CODES = ['4002', '8004', '15'];
export const CAPTURE_CODES = ['4002', '4003', '8004', '15'];
export const CONFIG_CODE = '8004';
