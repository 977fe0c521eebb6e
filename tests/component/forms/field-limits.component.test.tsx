import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const PASTED_PASSWORD = 'p'.repeat(40);

/**
 * Issue 42 item 1: a field over its limit keeps every character the user typed or pasted, says
 * why beside the field and stops the submit, where `maxLength` used to drop the rest without a word
 * (a 40-character password from a password manager was saved as its first 32).
 */
describe('a password or phone over its limit', () => {
  it('is not cut in the admin user form: the spec message shows and nothing is sent until it fits', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([{ id: 3, name: 'LIMIT-COMPANY', alias: null }]);
    api.call('GET /users').answers({ rows: [], total: 0 });
    const save = api.call('POST /users').answers({ id: 9 });
    const { user } = await renderApp('/base/users', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('user-add'));
    const form = await screen.findByTestId('user-form');
    await user.type(within(form).getByLabelText('Account'), 'limit-user');
    await user.click(within(form).getByTestId('user-company').querySelector('input')!);
    await user.click(await screen.findByTitle('LIMIT-COMPANY'));
    const password = within(form).getByLabelText('Password');
    await user.click(password);
    await user.paste(PASTED_PASSWORD);
    expect(password).toHaveValue(PASTED_PASSWORD);
    await user.click(screen.getByTestId('user-save'));
    expect(await within(form).findByText('Password must be 6 to 32 characters')).toBeInTheDocument();

    // A phone pasted with two digits too many is refused with the phone's own message.
    await user.clear(password);
    await user.paste('p'.repeat(32));
    const phone = within(form).getByLabelText('Phone');
    await user.click(phone);
    await user.paste('1381234567890');
    expect(phone).toHaveValue('1381234567890');
    await user.click(screen.getByTestId('user-save'));
    expect(await within(form).findByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(save.requests).toHaveLength(0);

    // Once both fit, the form sends exactly what was typed.
    await user.clear(phone);
    await user.type(phone, '13812345678');
    await user.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0].body).toMatchObject({ user_name: 'limit-user', pwd: 'p'.repeat(32), telephone: '13812345678', tenant_id: 3 });
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 120_000);
});
