import type { ChatContext } from '../../../engine/domain/state';

/** What the assistant answers: the text, the topic it understood, and whether it offers a live agent. */
export interface AssistantAnswer {
  answer: string;
  topic: 'agent' | 'recalibration' | 'price' | 'appointment' | 'vehicle' | 'glass' | 'zip' | 'payment' | 'page' | 'greeting' | 'unknown';
  offerTransfer: boolean;
}

type Context = Partial<ChatContext>;

/** The vehicle as one phrase, e.g. "2020 Honda Civic 4 Door Sedan"; null before a vehicle is chosen. */
function toVehicleText(context: Context): string | null {
  const parts = [context.vehicleYear, context.vehicleMake, context.vehicleModel, context.vehicleStyle].filter((part) => part !== null && part !== undefined && part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A page name as words: "customer-details" → "customer details". */
const toStepText = (page: string) => page.replace(/-/g, ' ');

const toDollars = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The assistant's topics, tried in order: the first whose words appear in the question answers it. */
const topics: { topic: AssistantAnswer['topic']; words: RegExp; answer(context: Context): string }[] = [
  {
    topic: 'agent',
    words: /\b(person|human|agent|someone|somebody|representative|people|operator)\b/,
    answer: () => 'I can put you through to a live agent. Choose "Talk to a person" and they will pick up from here.',
  },
  {
    topic: 'recalibration',
    words: /recalibrat|\bcamera|\badas\b|\bsensor/,
    answer: (context) =>
      context.recalibration === true
        ? 'Yes: the glass for your vehicle carries a camera or sensor, so the windshield needs a recalibration after it is fitted. It is part of your order.'
        : context.recalibration === false
          ? 'No recalibration is needed for the glass on your order.'
          : 'Whether a recalibration is needed depends on the exact part; I will know once the parts for your vehicle are found.',
  },
  {
    topic: 'price',
    words: /how much|\b(price|prices|cost|costs|quote|total|expensive|cheap)\b|\$/,
    answer: (context) => {
      if (typeof context.quote === 'number') {
        const way = context.paymentType === 'Insurance' ? ' before your insurance' : context.paymentType === 'Cash' ? ' paying cash' : '';
        return `Your quote is ${toDollars(context.quote)}${way}, tax included.`;
      }
      return 'There is no price yet: it shows on the quote step once we know your vehicle, the damage and your service zip.';
    },
  },
  {
    topic: 'appointment',
    words: /\b(when|appointment|schedule|time|times|date|come|soon|today|tomorrow|book)\b/,
    answer: (context) =>
      context.serviceZip
        ? `On the schedule step you pick a shop near ${context.serviceZip}, or mobile service where we offer it, and then any open time slot; the earliest ones are listed first.`
        : 'Tell us your service zip first; then the schedule step shows the shops near you and every open time slot.',
  },
  {
    topic: 'vehicle',
    words: /\b(car|vehicle|truck|van|suv|make|model|year|drive|chose|choose|chosen|selected)\b/,
    answer: (context) => {
      const vehicle = toVehicleText(context);
      return vehicle ? `You chose a ${vehicle}.` : 'You have not chosen a vehicle yet: the first step asks for its year, make, model and style.';
    },
  },
  {
    topic: 'glass',
    words: /\b(glass|windshield|windscreen|window|damage|repair|replace|chip|chips|crack)\b/,
    answer: (context) => {
      if (context.damageType === 'Repair') return 'You asked for a windshield repair.';
      if (context.damageType === 'Replace' && context.glassType) return `You are replacing: ${context.glassType}.`;
      return 'You have not told us about the damage yet: choose the glass to replace, or a windshield repair with its chip count.';
    },
  },
  {
    topic: 'zip',
    words: /\b(zip|where|location|address|area|city)\b/,
    answer: (context) =>
      context.serviceZip ? `Your service zip is ${context.serviceZip}.` : 'You have not given a service zip yet: it tells us which shops and mobile routes can serve you.',
  },
  {
    topic: 'payment',
    words: /\b(insurance|insurer|claim|deductible|cash|pay|paying|payment)\b/,
    answer: (context) =>
      context.paymentType === 'Insurance'
        ? 'You are going through your insurance: we check your coverage and deductible for you.'
        : context.paymentType === 'Cash'
          ? 'You are paying on your own (cash): pay now by card, PayPal, Afterpay or Apple Pay, or pay later at the appointment.'
          : 'You can pay on your own or go through your insurance: the quote step lets you choose.',
  },
  {
    topic: 'page',
    words: /\b(step|page|next|here|stuck|help)\b/,
    answer: (context) =>
      context.page ? `You are on the ${toStepText(context.page)} step. Fill it in and choose Continue to go on.` : 'Start by choosing your vehicle.',
  },
  {
    topic: 'greeting',
    words: /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/,
    answer: () => 'Hello! Ask me about your vehicle, the glass, your quote, your service zip or when we can come.',
  },
];

/**
 * The sandbox's AI chat assistant (SPEC §1, §4 Chat): a deterministic responder that answers from the SPEC §3 chat
 * context alone (no network, no model), e.g. "what car did I choose?", "how much is it?", "when can you come?". It
 * offers a live agent when asked for a person, or when it does not understand.
 */
export function answerAssistantQuestion(question: string, context: Context): AssistantAnswer {
  const text = question.toLowerCase();
  for (const topic of topics) {
    if (topic.words.test(text)) return { topic: topic.topic, answer: topic.answer(context), offerTransfer: topic.topic === 'agent' };
  }
  return {
    topic: 'unknown',
    answer: 'Sorry, I did not understand. I can tell you about your vehicle, the glass, your quote, your service zip and scheduling, or put you through to a person.',
    offerTransfer: true,
  };
}
