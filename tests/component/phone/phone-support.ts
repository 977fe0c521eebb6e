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

/** After each test: back online, and the phone's one outbox emptied (it outlives a test's render). */
export function resetPhoneAfterEach() {
  afterEach(async () => {
    setOnline(true);
    const outbox = phoneOutbox();
    for (const entry of [...outbox.list()]) await outbox.discard(entry.id);
  });
}
