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

/** The site footer with its legal links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
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
    </footer>
  );
}
