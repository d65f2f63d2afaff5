/**
 * `client.request`: calls typed from the contract (api/contract/types.ts). The runtime half checks it sends what
 * `call` sends; the `@ts-expect-error` lines are checked by `npm run typecheck` — if the contract stopped constraining
 * params or answers, those lines would compile and the typecheck would fail.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../../../api/client/createApiClient';
import type { OperationParams, OperationResponse } from '../../../api/contract/OperationTypes';
import { createFakeAdapter } from './createFakeAdapter';

function setUp(data: unknown) {
  const fake = createFakeAdapter(() => ({ status: 200, data }));
  const client = createApiClient({
    applicationName: 'FMG',
    getContext: () => ({ experimentSettings: {}, sessionSequenceNumber: null, referralSequenceNumber: null, eon: null, logEnabled: false }),
    uuid: () => 'tx',
    adapter: fake.adapter,
  });
  return { client, requests: fake.requests };
}

describe('client.request (typed from the contract)', () => {
  it('fills the path from typed params and answers the typed body', async () => {
    const vehicle = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1, category: 'CAR', isBigTruck: false, vehicleSubType: 'Sedan', vehicleSpecialClass: null };
    const { client, requests } = setUp(vehicle);
    const answer = await client.request('vehicle.lookup', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    expect(requests[0]?.url).toBe('/vehicle/api/v1/vehicle/lookup/2020/Honda/Civic/4%20Door%20Sedan');
    expect(answer.carId).toBe(1);
    expectTypeOf(answer).toEqualTypeOf<OperationResponse<'vehicle.lookup'>>();
    expectTypeOf(answer.carId).toEqualTypeOf<number>();
  });

  it('refuses params the contract does not declare: at compile time, and at run time where they would break the path', async () => {
    const { client, requests } = setUp([]);
    expectTypeOf<OperationParams<'vehicle.makes'>>().toEqualTypeOf<{ year: number }>();
    expectTypeOf<{ year: string }>().not.toMatchTypeOf<OperationParams<'vehicle.makes'>>();
    expectTypeOf<OperationResponse<'vehicle.years'>>().toEqualTypeOf<number[]>();
    // @ts-expect-error: `make` is required by vehicle.models
    await expect(client.request('vehicle.models', { year: 2020 })).rejects.toThrow(/path param "make"/);
    // @ts-expect-error: not a call of the contract
    await expect(client.request('vehicle.colours', {})).rejects.toThrow(/Unknown call "vehicle.colours"/);
    expect(requests).toEqual([]);
  });
});
