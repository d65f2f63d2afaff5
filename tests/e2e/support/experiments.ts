import { expect, type Page } from '@playwright/test';
import { civic, startWithVehicle, type VehicleChoice } from './funnelPage';

/** An experiment exposure as GET /sandbox/analytics/events?kind=experiment-exposure answers it. */
export interface ExposureEvent {
  pageName: string | null;
  payload: { deviceId: string; testId: string; variationId: string; pageName?: string | null };
}

/**
 * A visit from /fmg/ with the SPEC §2 `experiments` parameter (forced variations, e.g. `suppress-vin-capture:B`; empty
 * for none) to vehicle-damage with `vehicle` chosen.
 */
export async function startWithExperiments(page: Page, experiments: string, vehicle: VehicleChoice = civic): Promise<void> {
  await startWithVehicle(page, vehicle, experiments ? `/fmg/?experiments=${encodeURIComponent(experiments)}` : '/fmg/');
}

/** Chooses a windshield replacement on vehicle-damage (the VIN question left unanswered). */
export async function chooseWindshieldReplacement(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Replace glass/ }).check();
  await page.getByRole('checkbox', { name: 'Windshield', exact: true }).check();
}

/** The browser's device id (the SPEC §9 device id cookie, kept for a year). */
export async function getDeviceId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'fmg_did');
  if (!cookie) throw new Error('No device id cookie');
  return decodeURIComponent(cookie.value);
}

/** The exposures the sandbox stored for a device. */
export async function getExposures(page: Page, deviceId: string): Promise<ExposureEvent[]> {
  const answer = await page.request.get('/sandbox/analytics/events?kind=experiment-exposure&limit=500');
  expect(answer.status()).toBe(200);
  const { events } = (await answer.json()) as { events: ExposureEvent[] };
  return events.filter((event) => event.payload.deviceId === deviceId.toLowerCase());
}
