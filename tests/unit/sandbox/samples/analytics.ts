import type { ContractSamples } from '../../../harness/ContractSample';

const userId = '11111111-1111-4111-8111-111111111111';
const deviceId = '22222222-2222-4222-8222-222222222222';
const sessionId = '33333333-3333-4333-8333-333333333333';
const sessionKey = '44444444-4444-4444-8444-444444444444';

/** The fields page views and custom events share (SPEC §7 log page view). */
const pageView = {
  userId,
  sessionKey,
  sessionId,
  pageName: 'quote',
  action: 'view',
  event: 'PageView',
  shouldUseSessionId: true,
  experimentsForUser: [{ testId: 'display-msr', variationId: 'B' }],
  referralSequenceNumber: null,
  parentAccountNumber: '167132',
};

/** Well-formed calls of the analytics service and the front-end logger (api/contract/paths/analytics.yaml). */
export const analyticsSamples: ContractSamples = {
  'analytics.initialize': {
    params: { userId, deviceId, sessionId, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', referrer: 'https://www.example.com/' },
  },
  'analytics.logPageView': { params: pageView },
  'analytics.logCustomEvent': {
    params: { ...pageView, category: 'GLOBAL_ALERT', action: 'UNKNOWN_ERROR', label: 'quote', value: 1 },
  },
  'analytics.logPartQuestions': {
    params: {
      sessionKey,
      userId,
      pageName: 'part-questions',
      carId: 1001,
      partNumber: 'FW04567',
      questions: [{ questionId: 'Q1', questionText: 'Does your windshield have a rain sensor?', answerId: 'A1', answerText: 'Yes' }],
    },
  },
  'analytics.digitalConsumerLog': {
    params: {
      actionName: 'PageView:quote',
      referralSequenceNumber: '1',
      referralNumber: '123456',
      workOrderId: null,
      workOrderNumber: null,
      conceptVariation: 'B',
      isConceptExposed: true,
    },
  },
  'analytics.getExperiments': { params: { userId } },
  'logging.log': { params: { level: 'log-error', entry: { message: 'Uncaught TypeError on quote', pageName: 'quote' } } },
};
