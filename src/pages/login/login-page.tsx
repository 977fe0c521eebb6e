import { useEffect, useState } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/auth';
import { BrandMark } from '../../components/brand-mark';
import { setLanguage } from '../../i18n';
import { safeJumpPath } from '../../lib/safe-jump';
import { useShellContext } from '../../lib/shell-context';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { completeLogin } from '../../stores/session-actions';
import { loadSiteConfig, useSiteConfigStore } from '../../stores/site-config-store';
import { LoginArt } from './login-art';
import { LoginForm, type LoginValues } from './login-form';
import { useCompanyDisplay } from './use-company-display';
import './login-page.css';

/** Keeps `login_dp` as the post-login jump URL (jumpurl) when it is a path on this site. */
function storeJumpUrl(): void {
  const target = safeJumpPath(new URLSearchParams(window.location.search).get('login_dp'));
  if (target) localStorage.setItem(LOCAL_KEYS.jumpUrl, target);
  else localStorage.removeItem(LOCAL_KEYS.jumpUrl);
}

/** /login: account, password, remember password; then cookies, devices, SIM check and the jump. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const router = useRouter();
  const shell = useShellContext();
  const platformName = useSiteConfigStore((s) => s.config.platformName[lang]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const display = useCompanyDisplay();

  useEffect(() => {
    storeJumpUrl();
    void loadSiteConfig();
  }, []);

  const submit = async (values: LoginValues): Promise<boolean> => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await login({ username: values.username.trim(), password: values.password, remember: values.remember });
      const simAlarms = await completeLogin(user, values.remember);
      // The message store is the console's: loaded once signed in, not with /login (bundle budget).
      (await import('../../stores/message-store')).announceSimAlarmsAfterLogin(simAlarms);
      const jump = safeJumpPath(localStorage.getItem(LOCAL_KEYS.jumpUrl));
      localStorage.removeItem(LOCAL_KEYS.jumpUrl);
      await router.navigate({ href: jump ?? shell.landingPath(), replace: true });
      return true;
    } catch (caught) {
      setError((caught as Error).message);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const remembered = localStorage.getItem(LOCAL_KEYS.rememberedAccount);
  return (
    <div
      className="login-page"
      style={display?.bg ? { backgroundImage: `url(${display.bg})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
      data-testid="login-page"
    >
      {!display?.bg && <LoginArt />}
      {/* Labelled with the other language's own name, and marked as that language. */}
      <button type="button" className="login-page__lang" lang={lang === 'en-US' ? 'zh-CN' : 'en-US'} onClick={() => void setLanguage(lang === 'en-US' ? 'zh-CN' : 'en-US')}>
        {lang === 'en-US' ? '中文' : 'English'}
      </button>
      <div className="login-page__panel">
        <section className="login-page__intro" aria-hidden>
          {display?.logo ? <img src={display.logo} alt="" height={56} data-testid="login-logo" /> : <BrandMark size={56} />}
          <p className="login-page__welcome">{t('login.welcome')}</p>
          <h2 className="login-page__platform">{platformName}</h2>
          <p className="login-page__tagline">{t('login.tagline')}</p>
        </section>
        <section className="login-page__card" aria-labelledby="login-title">
          <h1 id="login-title" className="login-page__title">
            {t('login.title')}
          </h1>
          {/* antd's look of an error alert without its Alert, whose component and five icons weighed ~4 KB of /login's budget. */}
          {error && (
            <div className="login-page__error" role="alert" data-testid="login-error">
              <CloseCircleFilled className="login-page__error-icon" aria-hidden />
              <span>{error}</span>
            </div>
          )}
          <LoginForm
            initial={{ username: remembered ?? '', password: '', remember: remembered !== null }}
            submitting={submitting}
            onSubmit={submit}
          />
        </section>
      </div>
    </div>
  );
}
