/** A list's page size when the caller gives none (the console's paged tables start with it too), and the largest accepted. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 500;
