import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Ticket } from '../../../shared/contract/api/service';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const AT = '2026-04-01T08:00:00.000Z';
const ticket: Ticket = {
  id: 1, aftersale_no: 'AS900001', tenant_id: 1, tenant_name: null, device_id: 'AW00001', device_name: 'KIT-DEVICE', user_id: null, user_name: null,
  symptom: 'KIT-SYMPTOM', contact_phone: null, status: 'submitted', handler: null, rating: null, rating_note: null, records: [], photos: [],
  created_at: AT, updated_at: AT,
};

/** Issue 33: the kit's dialog where OK is not Save (accepting an after-sales ticket). */
describe('FormModalShell with its own OK', () => {
  it('says Accept, checks the form first, keeps the dialog open on a refusal, then closes and lists again', async () => {
    const api = new FakeApi();
    const list = api.call('GET /afterSale/manageSearch').answers({ rows: [ticket], total: 1 });
    api.call('GET /suggestions/list').answers({ rows: [], total: 0 });
    const step = api.call('POST /afterSale/update').refuses(409, 'A0409', 'KIT-REFUSED');
    const { user } = await renderApp('/custom-service/after-sales-manage', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('ticket-accept-AS900001'));
    const form = await screen.findByTestId('accept-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    const ok = within(dialog).getByRole('button', { name: 'Accept' });

    await user.click(ok);
    expect(await within(form).findByText('Name the handler')).toBeInTheDocument();
    expect(step.asked).toBe(0);

    await user.type(screen.getByTestId('accept-handler'), ' Wang ');
    await user.click(ok);
    expect(await screen.findByText('KIT-REFUSED')).toBeInTheDocument();
    expect(step.requests.map((r) => r.body)).toEqual([{ oldDate: { aftersale_no: 'AS900001', status: 'submitted' }, newDate: { status: 'accepted', handler: 'Wang' } }]);
    expect(screen.getByTestId('accept-form')).toBeInTheDocument();

    step.answers({ ...ticket, status: 'accepted', handler: 'Wang' });
    const asked = list.asked;
    await user.click(ok);
    await waitFor(() => expect(screen.queryByTestId('accept-form')).toBeNull());
    await waitFor(() => expect(list.asked).toBe(asked + 1));
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);
});
