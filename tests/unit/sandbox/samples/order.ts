import type { ContractSamples } from '../../../harness/ContractSample';

/** A 1×1 PNG, base64. */
export const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const civic = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990, category: 'CAR', isBigTruck: false };

/** Well-formed calls of the order service (api/contract/paths/order.yaml); the seeded referral cases are in api/sandbox/data/referrals.ts. */
export const orderSamples: ContractSamples = {
  'order.saveSession': {
    params: {
      order: { vehicle: civic, damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] } },
      submitAfterSave: false,
      createUnscheduledStatusWorkOrderForPIA: false,
    },
  },
  'order.loadSession': {
    params: {
      savedSessionId: 'referral-verified-100',
      referralNumber: '910000100',
      referralDate: '2026-11-20',
      parentAccountNumber: null,
      referralCorrelationId: null,
    },
  },
  'order.saveProgress': {
    params: {
      vehicle: civic,
      lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5 }], promos: [] },
      referralNumber: '910000100',
      isInsurance: false,
    },
  },
  'order.sign': {
    params: async (sandbox) => {
      const saved = await sandbox.call('order.saveSession', { order: { vehicle: civic } });
      return { savedSessionId: saved.body.savedSessionId, signedName: 'Pat Doe', signatureImage: tinyPng, isRecalAckOptIn: true };
    },
  },
  'order.addDonationPart': {
    params: { donationAmount: 5, savedSessionId: 'referral-submitted', paymentInfo: { paymentChoice: 'CreditCard' } },
  },
};
