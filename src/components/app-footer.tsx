import type { SiteConfig } from '../api/site-config';
import './app-footer.css';

/** Spec section 2: the footer is 26 px high. */
export const FOOTER_HEIGHT = 26;

/** A small shield, standing in for the public-security filing badge without fetching an image. */
function FilingIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden focusable="false" style={{ verticalAlign: -1 }}>
      <path d="M8 1l6 2.5v4c0 3.6-2.5 6.4-6 7.5C4.5 13.9 2 11.1 2 7.5v-4L8 1z" fill="#d4a017" />
      <path d="M5.5 8l2 2 3-4" fill="none" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

/** One of the two footers of spec section 2, as the deployment's site configuration chooses; its texts are the configuration's. */
export function AppFooter({ footer, publicSecurityLabel }: { footer: SiteConfig['footer']; publicSecurityLabel: string }) {
  return (
    <footer className="app-footer" style={{ height: FOOTER_HEIGHT, lineHeight: `${FOOTER_HEIGHT}px` }} data-testid="app-footer" data-variant={footer.variant}>
      {footer.copyright && <span data-user-data>{footer.copyright}</span>}
      {footer.variant === 1 ? (
        <>
          {footer.icpNumber && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" data-user-data>
              {footer.icpNumber}
            </a>
          )}
          {footer.publicSecurityLink && (
            <a href={footer.publicSecurityLink} target="_blank" rel="noreferrer">
              {/* What the badge stands for, beside the number it shows rather than in place of it (WCAG 2.5.3). */}
              <FilingIcon /> {footer.publicSecurityNumber ? <><span className="visually-hidden">{publicSecurityLabel} </span><span data-user-data>{footer.publicSecurityNumber}</span></> : publicSecurityLabel}
            </a>
          )}
        </>
      ) : (
        footer.publicSecurityNumber && <span data-user-data>{footer.publicSecurityNumber}</span>
      )}
    </footer>
  );
}
