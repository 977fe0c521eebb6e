import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

interface Props {
  initial: LoginValues;
  submitting: boolean;
  /** Resolves false when the login failed: the password is then cleared, as before. */
  onSubmit: (values: LoginValues) => Promise<boolean>;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * The login fields as a plain form: antd's Form (rc-field-form, async-validator and, through its
 * label, Tooltip and the popup trigger) weighed ~40 KB gzip of /login's first load for two
 * "required" checks (bench/RESULTS.md, "/login bundle").
 */
export function LoginForm({ initial, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (next: LoginValues): FieldErrors => ({
    username: next.username.trim() === '' ? t('login.accountRequired') : undefined,
    password: next.password === '' ? t('login.passwordRequired') : undefined,
  });
  const change = (patch: Partial<LoginValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Like antd's Form: once a field shows an error, it is re-checked as the user types.
    if (errors.username || errors.password) setErrors(check(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.username || found.password) return;
    if (!(await onSubmit(values))) setValues((v) => ({ ...v, password: '' }));
  };

  return (
    <form className="login-form" noValidate onSubmit={(e) => void submit(e)}>
      <Field id="login-username" label={t('login.account')} error={errors.username}>
        <Input
          id="login-username"
          size="large"
          autoComplete="username"
          placeholder={t('login.accountPlaceholder')}
          autoFocus
          status={errors.username ? 'error' : undefined}
          value={values.username}
          onChange={(e) => change({ username: e.target.value })}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password}>
        <Input.Password
          id="login-password"
          size="large"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          status={errors.password ? 'error' : undefined}
          value={values.password}
          onChange={(e) => change({ password: e.target.value })}
        />
      </Field>
      <div className="login-form__item">
        <Checkbox checked={values.remember} onChange={(e) => change({ remember: e.target.checked })}>
          {t('login.remember')}
        </Checkbox>
      </div>
      <Button type="primary" size="large" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="login-form__item">
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {/* antd's class name kept so tools and tests that find form errors by it still do. */}
      {error && <div className="login-form__error ant-form-item-explain-error">{error}</div>}
    </div>
  );
}
