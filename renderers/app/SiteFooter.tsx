/** The footer links of SPEC §1: terms, privacy choices, cookie preferences and notice at collection. */
const footerLinks = [
  { href: '#terms', text: 'Terms' },
  { href: '#privacy-choices', text: 'Privacy choices' },
  { href: '#cookie-preferences', text: 'Cookie preferences' },
  { href: '#notice-at-collection', text: 'Notice at collection' },
];

/** The site footer with its legal links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul className="footer-links">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
