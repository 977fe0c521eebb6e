/** The media type of the .xlsx workbooks the reports, exports and invoices answer with. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The pictures the server stores (sniffed from their bytes) and serves back. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
