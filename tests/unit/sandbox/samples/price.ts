import type { ContractSamples } from '../../../harness/ContractSample';

/** A windshield replacement line as the parts service hands it out. */
const windshield = {
  id: 'glass-1',
  partNumber: 'FW04567GTY',
  partType: 'WINDSHIELD',
  description: 'Windshield',
  kitPrice: 300,
  laborAmount: 100,
  isInsurable: true,
};

/** A cash order block in Phoenix, AZ with one windshield and front wipers. */
const order = {
  eon: null,
  damage: { isRepair: false },
  serviceLocation: { state: 'AZ', zipCode: '85001' },
  payment: { isInsurance: false, parentAccountNumber: '167132', billToAccountNumber: '87291' },
  lineItems: {
    glassParts: [windshield],
    supportingItems: [],
    vaps: [{ id: 'vap-1', partNumber: 'WB-22', partType: 'FRONT WIPER', kitPrice: 19.99, laborAmount: 0 }],
    serverData: null,
    promos: [],
  },
};

/** Well-formed calls of the price service (api/contract/paths/price.yaml). */
export const priceSamples: ContractSamples = {
  'price.orderItems': {
    params: {
      parentAccountNumber: '167132',
      billToAccountNumber: '87291',
      providerNumber: '001234',
      eon: null,
      state: 'AZ',
      zip: '85001',
      isReplacement: true,
      deductible: null,
      coverageStatus: null,
      lineItems: [windshield],
      serverData: null,
    },
  },
  'price.orderPromo': { params: { promoCode: 'save20/WEB', addableVaps: [], order } },
  'price.revalidatedOrderPromos': { params: { inactivePromos: ['freewipers'], order, useDefaultCashParentAccount: false } },
  'price.taxedOrderItems': {
    params: async (sandbox) => {
      const priced = await sandbox.call('price.orderItems', { zip: '85001', isReplacement: true, lineItems: [windshield] });
      return {
        parentAccountNumber: '167132',
        billToAccountNumber: '87291',
        providerNumber: '1234',
        appointmentType: 'Inshop',
        lineItems: [{ partNumber: windshield.partNumber, kitPrice: 300, laborAmount: 100, sellingPrice: 400 }],
        ServerData: priced.body.serverData,
      };
    },
  },
};
