import { useEffect, useState } from 'react';
import { loginDisplay, type LoginDisplay } from '../../api/company-display';

/** `/login?company=<id>`: that company's background and logo; without it (or on failure) the defaults. */
export function useCompanyDisplay(): LoginDisplay | null {
  const [display, setDisplay] = useState<LoginDisplay | null>(null);
  useEffect(() => {
    const company = Number(new URLSearchParams(window.location.search).get('company'));
    if (!Number.isInteger(company) || company < 1) return;
    let live = true;
    loginDisplay(company).then(
      (found) => live && setDisplay(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return display;
}
