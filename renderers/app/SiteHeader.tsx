import type { ReactNode } from 'react';
import type { FunnelBrand } from '../../engine/config/types';

/**
 * The site header (issue #14): the brand's logo and name, its phone number (a call link) and guarantee, from
 * funnel.yaml `brand`; the progress indicator below. The logo is the SVG file funnel.yaml names, compiled into the
 * model and drawn inline (a picture: the name beside it says whose it is).
 */
export function SiteHeader({ brand, logo, children }: { brand: FunnelBrand | undefined; logo: string | undefined; children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <p className="site-name">
          {logo ? <span className="site-logo" aria-hidden="true" dangerouslySetInnerHTML={{ __html: logo }} /> : null}
          <span className="site-name-text">{brand?.name}</span>
        </p>
        {brand ? (
          <p className="site-phone">
            <a href={`tel:${brand.phone.replace(/[^0-9+]/g, '')}`}>
              <span className="site-phone-label">Questions? Call </span>
              <span className="site-phone-number">{brand.phone}</span>
            </a>
            {brand.phoneHours ? <span className="site-phone-hours">{brand.phoneHours}</span> : null}
          </p>
        ) : null}
      </div>
      {children}
    </header>
  );
}
