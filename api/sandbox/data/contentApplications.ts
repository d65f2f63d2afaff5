/** One page's content (SPEC §7 page data): what the page shows besides its form. */
export interface ContentPageText {
  title: string;
  subtitle: string | null;
  helpText: string | null;
}

/** The content of one application: its loader (SPEC §9) and its pages (SPEC §2), by page name. */
export interface ContentApplication {
  loader: { text: string; carousel: boolean; messages: string[] };
  pages: Record<string, ContentPageText>;
}

/**
 * The sandbox's page content, by application abbreviation (choice: FMG, the funnel's base path, SPEC §1). Titles
 * match funnel-config/pages/*.yaml; every real page of SPEC §2 is here.
 */
export const contentApplications: Record<string, ContentApplication> = {
  FMG: {
    // SPEC §9: 'Loading...' and the cycling messages; text shows at start-up only with the carousel flag.
    loader: {
      text: 'Loading...',
      carousel: true,
      messages: [
        'Tidying up the shop',
        'Getting all the glass shined up',
        'Planning your new view of the road',
        'Nearly there',
        'Finishing up',
      ],
    },
    pages: {
      vehicle: {
        title: 'What vehicle needs glass?',
        subtitle: 'Choose the year, make, model and style.',
        helpText: 'The style is often printed on the back of the vehicle, such as "4 Door Sedan".',
      },
      'vehicle-damage': {
        title: 'What is damaged?',
        subtitle: 'Choose the glass to replace, or repair a windshield chip.',
        helpText: 'Chips smaller than a dollar bill can often be repaired instead of replaced.',
      },
      estimate: {
        title: 'How should we find your vehicle?',
        subtitle: 'Your VIN, licence plate or home address finds the exact glass.',
        helpText: 'You can continue without them; we will confirm the glass at the appointment.',
      },
      'address-lookup': {
        title: 'Find your vehicle by home address',
        subtitle: 'Enter the name and address the vehicle is registered to.',
        helpText: null,
      },
      'vin-lookup': {
        title: 'Enter your VIN',
        subtitle: 'The 17-character vehicle identification number is on your registration and at the base of the windshield.',
        helpText: 'A VIN has letters and digits but never I, O or Q.',
      },
      'license-plate-lookup': {
        title: 'Enter your licence plate',
        subtitle: 'We look up your vehicle from its plate and state.',
        helpText: null,
      },
      'service-zip': {
        title: 'Where should we do the work?',
        subtitle: 'Enter the zip code where you want the service.',
        helpText: 'We use it to find nearby shops and mobile service.',
      },
      'address-vehicles': {
        title: 'Which of these is your vehicle?',
        subtitle: 'We found more than one vehicle at this address.',
        helpText: null,
      },
      'vehicle-parts': {
        title: 'Which glass matches yours?',
        subtitle: 'Your vehicle was built with more than one kind of glass.',
        helpText: 'Look for features such as a rain sensor or a heated area near the wipers.',
      },
      'part-questions': {
        title: 'A few questions about your glass',
        subtitle: 'Your answers help us choose the right part.',
        helpText: null,
      },
      'molding-questions': {
        title: 'Questions about the molding',
        subtitle: 'The molding is the trim around the glass.',
        helpText: null,
      },
      'capability-questions': {
        title: "Questions about your vehicle's features",
        subtitle: 'Some features need a matching part or a recalibration.',
        helpText: null,
      },
      quote: {
        title: 'Your quote',
        subtitle: 'Pay on your own or use your insurance.',
        helpText: 'Prices include parts and labour; taxes are added at checkout.',
      },
      'insurance-company': {
        title: 'Who is your insurance company?',
        subtitle: 'We can bill your insurance directly.',
        helpText: 'Not listed? Choose "pay on my own" and we will quote a cash price.',
      },
      'service-location': {
        title: 'Service location',
        subtitle: 'Choose a shop or mobile service.',
        helpText: null,
      },
      schedule: {
        title: 'When and where?',
        subtitle: 'Pick a shop and a time, or have us come to you.',
        helpText: null,
      },
      'mobile-details': {
        title: 'Where will your vehicle be?',
        subtitle: 'Our technician comes to this address.',
        helpText: 'A garage or carport keeps the work going in bad weather.',
      },
      'customer-details': {
        title: 'How can we reach you?',
        subtitle: 'We send your confirmation and appointment updates here.',
        helpText: null,
      },
      'payment-method': {
        title: 'How would you like to pay?',
        subtitle: 'Pay now or at the appointment.',
        helpText: null,
      },
      payment: {
        title: 'Payment',
        subtitle: 'Your payment details go straight to our payment provider.',
        helpText: 'We never see or store your full card number.',
      },
      'payment-pia-return': {
        title: 'Finishing your payment',
        subtitle: 'Please wait while we confirm your payment.',
        helpText: null,
      },
      confirmation: {
        title: 'Your appointment is booked',
        subtitle: 'A confirmation is on its way to your email.',
        helpText: null,
      },
      'return-user': {
        title: 'Welcome back',
        subtitle: 'Pick up where you left off, or start over.',
        helpText: null,
      },
    },
  },
};
