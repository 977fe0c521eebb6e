import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { phoneOutbox } from '../../../src/lib/offline/phone-outbox';

/** What the browser says of the connection (navigator.onLine and its event), as the phone's pages hear it. */
export function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/**
 * After each test: the phone's one outbox emptied (it outlives a test's render), then back online.
 * In that order: back online first, the outbox sent what a test left queued to that test's API,
 * which may hold it, and the next test's change waited behind it as "saved on this device"
 * (phone-log-edit, in a shuffled order).
 */
export function resetPhoneAfterEach() {
  afterEach(async () => {
    const outbox = phoneOutbox();
    for (const entry of [...outbox.list()]) await outbox.discard(entry.id);
    setOnline(true);
  });
}
