import type { ContractSamples } from '../../../harness/ContractSample';

/** 2018 Honda Accord 4 Door Sedan: a windshield with every question stage (api/sandbox/test-values/parts.md). */
const accord2018 = 402985527;
/** 2012 Toyota Avalon 4 Door Sedan: no questions; its windshield is FW…GT. */
const avalon2012 = 1240258624;

/** Well-formed calls of the parts service (api/contract/paths/parts.yaml). */
export const partsSamples: ContractSamples = {
  'parts.damageOptions': { params: { carId: accord2018 } },
  'parts.partsOrQuestions': {
    params: {
      carId: accord2018,
      glassPieces: [{ location: 'Windshield', name: 'Front' }],
      zip: '85001',
      vin: null,
      serviceType: 'Replace',
      referralSeqNumber: null,
    },
  },
  'parts.parts': {
    params: {
      carId: accord2018,
      glassPieces: [{ location: 'Windshield', name: 'Front' }],
      zip: '85001',
      vin: null,
      serviceType: 'Replace',
      referralSeqNumber: null,
      answerResults: [
        { questionId: 'rain-sensor', answerId: 'rain-sensor-yes' },
        { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
      ],
    },
  },
  'parts.wipers': { params: { carId: accord2018, zip: '85001' } },
  'parts.rainRepel': { params: { carId: accord2018 } },
  'parts.mobileFee': {
    params: {
      serviceType: 'Replace',
      facilityType: 'Mobile',
      parentAccountNumber: '167132',
      billToAccountNumber: '87291',
      providerNumber: '0012345',
      isItacOptimized: false,
      zipCode: '85001',
      partNumbers: ['FW10000GT'],
      carId: accord2018,
      coverageStatus: 'Pending',
      coverageType: 'None',
    },
  },
  'parts.pricingByDayPartNumber': { params: { date: '2026-12-01', serviceType: 'Replace' } },
  'parts.servicePackageDiscount': {
    params: { glassPieces: [{ location: 'Windshield', name: 'Front' }], damageType: 'Replace' },
  },
  'parts.supportingItems': {
    params: async (sandbox) => {
      const answer = await sandbox.call('parts.parts', {
        carId: avalon2012,
        glassPieces: [{ location: 'Windshield', name: 'Front' }],
        zip: '85001',
        serviceType: 'Replace',
        answerResults: [],
      });
      return { carId: avalon2012, damageType: 'Replace', parentAccountNumber: '167132', parts: answer.body.glassPieceParts, numberOfRepairChips: 0 };
    },
  },
  'parts.recalParts': {
    params: async (sandbox) => {
      const options = await sandbox.call('parts.partsOrQuestions', {
        carId: avalon2012,
        glassPieces: [{ location: 'Windshield', name: 'Front' }],
        zip: '85001',
        serviceType: 'Replace',
      });
      const partNumber = options.body.partsOrQuestions.glassPieceParts[0].partNumber as string;
      return { carId: avalon2012, partNumber, recalType: 'Static', parent: '167132', zip: '85001', appName: 'FMG', referralSeq: '100200' };
    },
  },
  'parts.capabilityQuestions': {
    params: async (sandbox) => {
      const options = await sandbox.call('parts.partsOrQuestions', {
        carId: avalon2012,
        glassPieces: [{ location: 'Windshield', name: 'Front' }],
        zip: '85001',
        serviceType: 'Replace',
      });
      return { carId: avalon2012, partNumber: options.body.partsOrQuestions.glassPieceParts[0].partNumber as string };
    },
  },
  'parts.partFromCapabilityAnswer': {
    params: async (sandbox) => {
      const answer = await sandbox.call('parts.parts', {
        carId: accord2018,
        glassPieces: [{ location: 'Windshield', name: 'Front' }],
        zip: '85001',
        serviceType: 'Replace',
        answerResults: [
          { questionId: 'rain-sensor', answerId: 'rain-sensor-no' },
          { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
        ],
      });
      return {
        part: answer.body.partChoices[0],
        capabilityAnswerResults: [{ questionId: 'forward-camera', answerId: 'forward-camera-yes' }],
      };
    },
  },
  'parts.mobilePremiumFee': { params: { paymentKind: 'Cash', damageKind: 'Replace' } },
};
