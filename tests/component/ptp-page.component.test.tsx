import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { P2pMessage } from '../../shared/contract/api/p2p';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const message = (id: number): P2pMessage => ({
  id, from_device: 'D1', from_name: 'Pond 1', to_device: 'D2', to_name: 'Pond 2', content: `PTP-${id}`, origin: 'user', created_at: '2026-04-01T08:00:00.000Z',
});

/** Issue 33: the point-to-point log on the kit's paged list and failed-load alert. */
describe('/system/ptp', () => {
  it('asks from page 1 when the direction changes, and a failed load offers Retry', async () => {
    const api = new FakeApi();
    api.call('POST /userdevices/getDeviceListByPage').answers({ rows: [], total: 0 });
    const list = api.call('POST /p2pManage').answers({ rows: [message(1)], total: 45 });
    const { user } = await renderApp('/system/ptp', { lang: 'en-US', api });
    const root = await screen.findByTestId('ptp-page');
    await within(root).findByText('PTP-1');
    expect(list.requests[0].body).toMatchObject({ action: 'list', direction: 'all', page: 1 });

    await user.click(within(root).getByTitle('2'));
    await waitFor(() => expect(list.requests.at(-1)!.body).toMatchObject({ page: 2 }));
    await user.click(within(root).getByText('Receive'));
    await waitFor(() => expect(list.requests.at(-1)!.body).toMatchObject({ action: 'list', direction: 'receive', page: 1 }));

    list.refuses(400, 'A0400', 'PTP-REFUSED');
    await user.click(within(root).getByText('Send'));
    await within(root).findByText('PTP-REFUSED');
    list.answers({ rows: [message(2)], total: 1 });
    await user.click(within(root).getByRole('button', { name: 'Retry' }));
    await within(root).findByText('PTP-2');
    expect(list.requests.at(-1)!.body).toMatchObject({ direction: 'send', page: 1 });
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);
});
