import { cookieNames } from '../../../engine/domain/cookieNames';

/** One of the footer's legal pages (SPEC §1): its path under /legal/, its title and its sections (plain text). */
export interface LegalDocument {
  slug: 'terms' | 'privacy-choices' | 'cookie-preferences' | 'notice-at-collection';
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * The stand-ins for the company site's legal pages that the funnel's footer links to (SPEC §1: terms, privacy choices,
 * cookie preferences, notice at collection). The real host serves its own; these say what the funnel really does.
 */
export const legalDocuments: LegalDocument[] = [
  {
    slug: 'terms',
    title: 'Terms of use',
    sections: [
      {
        heading: 'Quotes and orders',
        paragraphs: [
          'A quote is the price for the vehicle, glass and service location you chose. It may change if the vehicle or the damage turns out to be different at the appointment.',
          'An order is confirmed when you see its confirmation page and order number.',
        ],
      },
      { heading: 'Payment', paragraphs: ['You can pay now by card, PayPal, Afterpay or Apple Pay, pay later at the appointment, or go through your insurance.'] },
    ],
  },
  {
    slug: 'privacy-choices',
    title: 'Your privacy choices',
    sections: [
      {
        heading: 'What you can choose',
        paragraphs: [
          'You can ask us not to sell or share your personal information, to see what we hold about you, to correct it or to delete it.',
          'You can also turn off the analytics and campaign cookies on the cookie preferences page.',
        ],
      },
      { heading: 'How to ask', paragraphs: ['Write to privacy@example.com, or call the number on your order confirmation. We answer within 45 days.'] },
    ],
  },
  {
    slug: 'cookie-preferences',
    title: 'Cookie preferences',
    sections: [
      {
        heading: 'Cookies the ordering funnel sets',
        paragraphs: [
          `${cookieNames.sessionId} and ${cookieNames.sessionKey}: your visit, for 30 minutes after your last page.`,
          `${cookieNames.userId}: you, for one week; ${cookieNames.deviceId}: your browser, for one year.`,
          `${cookieNames.funnel}: where your order is, so you can come back to it.`,
          'Campaign cookies (names ending in _Track): which advertising campaign brought you here; a commission cookie for 395 days.',
        ],
      },
      { heading: 'Changing your preferences', paragraphs: ['Your browser settings can delete these cookies or block them; the funnel still works, but you start a new order on each visit.'] },
    ],
  },
  {
    slug: 'notice-at-collection',
    title: 'Notice at collection',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your vehicle (year, make, model, style, VIN or licence plate), the damage, your service zip and address, and your contact details (name, email, phone).',
          'Payments are taken by the payment provider; we keep only the card type and its last four digits.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: ['To price and book your repair or replacement, to tell you about your appointment, and to improve the site. We keep order details for as long as the law requires.'],
      },
    ],
  },
];
