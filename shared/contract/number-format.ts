/**
 * How numbers are shown, in the console and in workbooks alike (issue 42: water tests shown as
 * 5.800000000000001, workbook cells as 52.906666666666666). Values are kept as measured; only
 * what is shown is rounded.
 */

/** Decimals a shown measured or computed value keeps (no parameter declares a precision of its own). */
export const NUMBER_DECIMALS = 2;

/** A workbook cell's format for such a value: two decimals, as the console shows it. */
export const XLSX_NUMBER_FORMAT = '0.00';
/** A workbook cell's format for a whole number (a count, an index). */
export const XLSX_INTEGER_FORMAT = '0';

/** `value` rounded to `decimals`, without float noise or trailing zeros ("5.8", "12", "0.13"); "-" for none. */
export function formatNumber(value: number | null | undefined, decimals = NUMBER_DECIMALS): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  // toFixed rounds in decimal; Number drops the trailing zeros and turns -0 into 0.
  return String(Number(value.toFixed(decimals)) + 0);
}
