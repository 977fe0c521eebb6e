/**
 * A repeatable write (issue 37): the phone sends each queued log or acknowledgement with this
 * header, a key it made once for that entry, so sending it again after a lost answer writes once.
 * The routes that honour it say so (`config.idempotent`); the server keeps a key 7 days.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 8 to 128 letters, digits, underscores or hyphens (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
