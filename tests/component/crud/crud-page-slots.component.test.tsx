import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TraceRecord } from '../../../shared/contract/api/tracing';
import { FakeApi, type FakeRequest } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const AT = '2026-04-01T08:00:00.000Z';
const page = <T,>(rows: T[], total = rows.length) => ({ rows, total });
const typeIs = (type: string) => ({ body }: FakeRequest) => body.type === type;

const batch = (id: number): TraceRecord => ({
  id, tenant_id: 1, tenant_name: null, product_id: 1, product_name: 'KIT-FISH', batch_no: `KIT-BATCH-${id}`, brand_name: null, selling_unit: null,
  sales_phone: null, sales_address: null, producing_unit: null, origin_address: null, longitude: null, latitude: null, warranty_months: null,
  site_id: null, site_name: null, stocking_date: null, delivery_time: null, note: null, trace_link: null, image: null, video: null,
  public_path: `/tracing/search?batch=KIT-BATCH-${id}`, created_at: AT, updated_at: AT, deleted_at: null,
});

/** Issue 33: what a CrudPage offers a page beside the declared list (the traceability page uses each). */
describe('a CrudPage with rows to tick and a row action of its own', () => {
  it('ticks live rows for the page\'s batch action, forgets them on another side, and shows the row\'s own button beside edit', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    api.call('GET /traceManage/sites').answers([]);
    const list = api.call('POST /traceManage', typeIs('search')).answers(page([batch(1), batch(2)]));
    const { user } = await renderApp('/data/tracing', { lang: 'en-US', api });
    const root = await screen.findByTestId('tracing-page');
    await within(root).findByText('KIT-BATCH-1');
    const print = screen.getByTestId('trace-print-selected');
    expect(print).toBeDisabled();

    // The row's own button sits in the action column with edit and delete.
    expect(screen.getByTestId('trace-edit-1')).toBeInTheDocument();
    expect(screen.getByTestId('trace-delete-1')).toBeInTheDocument();
    expect(within(root).getAllByTestId('trace-qr-open')).toHaveLength(2);

    const row = within(root).getByText('KIT-BATCH-2').closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(print).toBeEnabled());

    // The recycle bin offers no ticking and no batch action; back on the list the tick is gone.
    list.answers(page([{ ...batch(3), deleted_at: AT }]));
    await user.click(screen.getByTestId('trace-bin-toggle'));
    await within(root).findByText('KIT-BATCH-3');
    expect(within(root).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('trace-print-selected')).toBeNull();
    expect(within(root).queryByTestId('trace-qr-open')).toBeNull();
    expect(screen.getByTestId('trace-restore-3')).toBeInTheDocument();

    list.answers(page([batch(1), batch(2)]));
    await user.click(screen.getByTestId('trace-bin-toggle'));
    await within(root).findByText('KIT-BATCH-2');
    expect(screen.getByTestId('trace-print-selected')).toBeDisabled();
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);
});
