import type { FunnelBrand } from '../../engine/config/types';

/**
 * The footer links of SPEC §1: terms, privacy choices, cookie preferences and notice at collection. They are the
 * company site's pages (the sandbox serves stand-ins at the same paths, api/sandbox/legal) and open in a new tab, so
 * the order in progress stays where it is.
 */
const footerLinks = [
  { href: '/legal/terms', text: 'Terms' },
  { href: '/legal/privacy-choices', text: 'Privacy choices' },
  { href: '/legal/cookie-preferences', text: 'Cookie preferences' },
  { href: '/legal/notice-at-collection', text: 'Notice at collection' },
];

/** The site footer: the brand's guarantee and secure-payment lines (issue #14), its legal links and name. */
export function SiteFooter({ brand }: { brand?: FunnelBrand | undefined }) {
  return (
    <footer className="site-footer">
      {brand ? (
        <ul className="trust-lines">
          <li className="trust-line">
            <svg className="trust-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2 L20 5 V11 C20 16.5 16.6 20.4 12 22 C7.4 20.4 4 16.5 4 11 V5 Z" className="trust-icon-shape" />
              <path d="M8 12 L11 15 L16 9" className="trust-icon-mark" />
            </svg>
            <span>{brand.guarantee}</span>
          </li>
          <li className="trust-line">
            <svg className="trust-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 11 V7.5 A4 4 0 0 1 16 7.5 V11" className="trust-icon-line" />
              <rect x="4.5" y="10" width="15" height="12" rx="2" className="trust-icon-shape" />
              <circle cx="12" cy="15.5" r="1.75" className="trust-icon-hole" />
            </svg>
            <span>{brand.securePayment}</span>
          </li>
        </ul>
      ) : null}
      <nav aria-label="Legal">
        <ul className="footer-links">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.text}
                <span className="visually-hidden"> (opens in a new tab)</span>
                <span className="new-tab-hint" aria-hidden="true">
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {brand ? (
        <p className="site-legal">
          {brand.legalName ?? brand.name}
          {brand.tagline ? ` · ${brand.tagline}` : ''}
        </p>
      ) : null}
    </footer>
  );
}
