import type { ContractSamples } from '../../../harness/ContractSample';
import { getCivicCarId } from './location';

/** The request fields both time-slot calls share, as the funnel sends them (SPEC §7 shop and mobile time slots). */
const common = {
  zipCode: '85016',
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  applicationName: 'FMG',
  parentAccountNumber: '167132',
  lineItems: [{ partNumber: 'FW04567GTY', partType: 'WINDSHIELD' }],
  glassPieces: [{ location: 'Windshield', name: 'Front' }],
  eon: null,
  billToAccountNumber: '87291',
  coverage: null,
  partSelection: { isSpecialOrder: false },
};

/** Well-formed calls of the schedule service (api/contract/paths/schedule.yaml). */
export const scheduleSamples: ContractSamples = {
  'schedule.shopTimeSlots': {
    params: async (sandbox) => {
      const carId = await getCivicCarId(sandbox);
      return { ...common, providerNumber: '004101', shopAppointmentType: 'Inshop', carId, vehicle: { year: 2020, make: 'Honda', model: 'Civic', carId } };
    },
  },
  'schedule.mobileTimeSlots': {
    params: async (sandbox) => {
      const carId = await getCivicCarId(sandbox);
      return { ...common, shopAppointmentType: 'Mobile', carId, vehicle: { year: 2020, make: 'Honda', model: 'Civic', carId } };
    },
  },
};
