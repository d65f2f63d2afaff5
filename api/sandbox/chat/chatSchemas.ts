/**
 * The JSON schemas of the live-agent and assistant routes (SPEC §7 third-party calls: sandbox routes, not in the
 * contract). Each field says in `x-invalid` what a bad value answers, so a 400 names the field and what it must be.
 */

const text = (name: string, max: number) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: '\\S',
  'x-invalid': `${name} must be 1 to ${max} characters, not only spaces.`,
});
const nullableText = (name: string, max: number) => ({
  type: ['string', 'null'],
  maxLength: max,
  'x-invalid': `${name} must be text of at most ${max} characters, or null.`,
});

/** SPEC §3 chat context fields, and only those: unknown fields are refused, so no other order data can be sent. */
export const chatContextSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: ['string', 'null'], pattern: '^[a-z0-9-]{1,60}$', 'x-invalid': 'context.page must be a page name (a-z, 0-9, -), or null.' },
    vehicleYear: { type: ['integer', 'null'], minimum: 1900, maximum: 2100, 'x-invalid': 'context.vehicleYear must be a year from 1900 to 2100, or null.' },
    vehicleMake: nullableText('context.vehicleMake', 60),
    vehicleModel: nullableText('context.vehicleModel', 60),
    vehicleStyle: nullableText('context.vehicleStyle', 100),
    serviceZip: { type: ['string', 'null'], pattern: '^[0-9]{5}$', 'x-invalid': 'context.serviceZip must be a 5-digit zip code, or null.' },
    glassType: nullableText('context.glassType', 200),
    damageType: { enum: ['Repair', 'Replace', null], 'x-invalid': 'context.damageType must be Repair, Replace or null.' },
    paymentType: { enum: ['Cash', 'Insurance', null], 'x-invalid': 'context.paymentType must be Cash, Insurance or null.' },
    quote: { type: ['number', 'null'], minimum: 0, maximum: 1000000, 'x-invalid': 'context.quote must be an amount from 0 to 1,000,000, or null.' },
    partId: nullableText('context.partId', 40),
    recalibration: { type: ['boolean', 'null'], 'x-invalid': 'context.recalibration must be true, false or null.' },
  },
} as const;

/** A conversation's id, as the live-agent service hands it out (a random UUID). */
export const conversationIdParams = {
  type: 'object',
  required: ['conversationId'],
  additionalProperties: false,
  properties: {
    conversationId: { type: 'string', format: 'uuid', 'x-invalid': 'conversationId must be a conversation id (a UUID).' },
  },
} as const;

/** PUT /sandbox/chat/agent: the agent console going available or away. */
export const agentAvailabilityBody = {
  type: 'object',
  required: ['available'],
  additionalProperties: false,
  properties: { available: { type: 'boolean', 'x-invalid': 'available must be true or false.' } },
} as const;

/** POST /sandbox/chat/assistant: a visitor's question and the funnel context it is asked in. */
export const assistantQuestionBody = {
  type: 'object',
  required: ['question', 'context'],
  additionalProperties: false,
  properties: { question: text('question', 500), context: chatContextSchema },
} as const;

/** POST /sandbox/chat/conversations: the live-agent form (SPEC §4: names and email, pre-filled when known). */
export const startConversationBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'message', 'context'],
  additionalProperties: false,
  properties: {
    firstName: text('firstName', 50),
    lastName: text('lastName', 50),
    email: { type: 'string', format: 'email', maxLength: 254, 'x-invalid': 'email must be an email address such as name@example.com.' },
    message: text('message', 1000),
    context: chatContextSchema,
    assistantTranscript: {
      type: 'array',
      maxItems: 40,
      'x-invalid': 'assistantTranscript must be at most 40 messages.',
      items: {
        type: 'object',
        required: ['sender', 'text'],
        additionalProperties: false,
        properties: {
          sender: { enum: ['visitor', 'assistant'], 'x-invalid': 'sender must be visitor or assistant.' },
          text: text('text', 1000),
        },
      },
    },
  },
} as const;

/** POST /sandbox/chat/conversations/{conversationId}/messages: one message, from the visitor or the agent. */
export const chatMessageBody = {
  type: 'object',
  required: ['sender', 'text'],
  additionalProperties: false,
  properties: {
    sender: { enum: ['visitor', 'agent'], 'x-invalid': 'sender must be visitor or agent.' },
    text: text('text', 1000),
  },
} as const;

/** POST /sandbox/chat/conversations/{conversationId}/end: who ended the conversation. */
export const endConversationBody = {
  type: 'object',
  required: ['by'],
  additionalProperties: false,
  properties: { by: { enum: ['visitor', 'agent'], 'x-invalid': 'by must be visitor or agent.' } },
} as const;

/** GET …/messages?after=: only the messages after this message id (polling). */
export const messagesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    after: { type: 'integer', minimum: 0, maximum: 9007199254740991, default: 0, 'x-invalid': 'after must be a message id (a whole number, 0 or more).' },
  },
} as const;

/** GET /sandbox/chat/conversations?status=&limit=: the agent console's list. */
export const conversationListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['open', 'ended'], 'x-invalid': 'status must be open or ended.' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50, 'x-invalid': 'limit must be a whole number from 1 to 200.' },
  },
} as const;
