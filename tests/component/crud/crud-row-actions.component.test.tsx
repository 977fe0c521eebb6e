import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserRow } from '../../../shared/contract/api/users';
import type { CompanyRow } from '../../../shared/contract/api/companies';
import { FakeApi } from '../support/fake-api';
import { ADMIN, renderApp } from '../support/render-app';

const AT = '2026-04-01T08:00:00.000Z';
const page = <T,>(rows: T[], total = rows.length) => ({ rows, total });

const user = (id: number, user_type: UserRow['user_type']): UserRow => ({
  id, user_name: `kit-user-${id}`, real_name: null, tenant_id: 1, company_name: null, user_type, telephone: null, email: null,
  screen_type: 'fish', last_sign_in_at: null, created_at: AT, avatar_url: null,
});
const company = (id: number): CompanyRow => ({ id, name: `KIT-COMPANY-${id}`, alias: null, created_at: AT, is_lock: 0, timezone: 'Asia/Shanghai', userCount: 0, deviceCount: 0 });

/** Issue 33: what the kit gained for the users and companies pages (row actions, a fixed row, the count, a dialog's own title). */
describe('the CRUD kit, for pages with more to a row', () => {
  it("draws the page's own actions between edit and delete, keeps the caller's own row, and counts the rows", async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    api.call('GET /users').answers(page([user(ADMIN.userId, 'admin'), user(7, 'customer')], 2));
    await renderApp('/base/users', { lang: 'en-US', api });
    const root = await screen.findByTestId('users-page');
    await within(root).findByText('kit-user-7');
    const other = screen.getByTestId('user-devices-kit-user-7').closest('.ant-space')!;
    const words = [...other.querySelectorAll('button')].map((b) => b.textContent);
    expect(words).toEqual(['Edit', 'Bound devices', 'Assigned routes', 'Reset password', 'Delete']);
    expect(screen.getByTestId('user-delete-7')).toBeEnabled();
    // One's own account stays: its delete is there but disabled, and so are its routes.
    expect(screen.getByTestId(`user-delete-${ADMIN.userId}`)).toBeDisabled();
    expect(screen.getByTestId('user-routes-kit-user-1')).toBeDisabled();
    expect(within(root).getByText('2 in all')).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);

  it("titles the add dialog with the resource's own words, and leaves adding and deleting to the platform admin", async () => {
    const api = new FakeApi();
    api.call('GET /companies').answers(page([company(3)]));
    const { user: person } = await renderApp('/base/company', { lang: 'en-US', api });
    const root = await screen.findByTestId('company-page');
    await within(root).findByText('KIT-COMPANY-3');
    expect(screen.getByTestId('company-lock-3')).toBeInTheDocument();
    expect(screen.getByTestId('company-delete-3')).toBeInTheDocument();
    await person.click(screen.getByTestId('company-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add company')).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('shows no add or delete to a company user who may only list and edit companies', async () => {
    const api = new FakeApi();
    api.call('GET /companies').answers(page([company(3)]));
    await renderApp('/base/company', { lang: 'en-US', api, user: { ...ADMIN, userType: 'agent' } });
    const root = await screen.findByTestId('company-page');
    await within(root).findByText('KIT-COMPANY-3');
    await waitFor(() => expect(screen.getByTestId('company-edit-3')).toBeInTheDocument());
    expect(screen.queryByTestId('company-add')).toBeNull();
    expect(screen.queryByTestId('company-delete-3')).toBeNull();
    expect(api.unanswered).toEqual([]);
  }, 90_000);
});
