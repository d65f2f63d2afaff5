/** The brand in the frame (issue #14): header and footer from funnel.yaml `brand`, so a rebrand is YAML only. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { FunnelBrand } from '../../engine/config/types';
import { SiteFooter } from '../../renderers/app/SiteFooter';
import { SiteHeader } from '../../renderers/app/SiteHeader';
import { loadFunnelModel } from '../harness/loadFunnelModel';

afterEach(cleanup);

const shipped = loadFunnelModel();
const other: FunnelBrand = {
  name: 'Harbour Glass Co.',
  logo: 'brand/other.svg',
  colors: { primary: '#222222', primaryDark: '#111111', accent: '#225522', page: '#ffffff', text: '#000000' },
  phone: '(555) 010-2030',
  guarantee: 'Guaranteed for a year.',
  securePayment: 'Paid through our bank.',
};

describe('the brand in the header and footer', () => {
  it.each([
    { name: 'the shipped brand', brand: shipped.funnel.brand!, dial: 'tel:18005550199' },
    { name: 'another brand, YAML only', brand: other, dial: 'tel:5550102030' },
  ])('$name: the name, a call link to its phone, its guarantee and secure-payment lines', ({ brand, dial }) => {
    render(
      <>
        <SiteHeader brand={brand} logo={shipped.brandImages?.logo} />
        <SiteFooter brand={brand} />
      </>,
    );
    expect(screen.getByRole('banner').textContent).toContain(brand.name);
    const call = screen.getByRole('link', { name: `Questions? Call ${brand.phone}` });
    expect(call.getAttribute('href')).toBe(dial);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(brand.guarantee);
    expect(footer.textContent).toContain(brand.securePayment);
  });

  it('draws the logo SVG funnel-config names inline, as a picture the name beside it explains', () => {
    render(<SiteHeader brand={shipped.funnel.brand} logo={shipped.brandImages?.logo} />);
    const logo = screen.getByRole('banner').querySelector('.site-logo');
    expect(logo?.getAttribute('aria-hidden')).toBe('true');
    expect(logo?.querySelector('svg')).not.toBeNull();
    expect(logo?.innerHTML).not.toMatch(/style=|<\?xml|<!--/);
  });
});
