/**
 * The service territories (CTUs) of the sandbox. Choice (SPEC §7 is silent on the scheme): a zipCodeCtu is
 * "{state}-{area}", e.g. AZ-PHX for the Phoenix metro, FL-KEY for the Florida Keys; each zip of a served state belongs
 * to one (api/sandbox/data/zips.ts) and each shop too. A territory has the time zone its shops and mobile routes keep
 * (slot dates and times are local) and the alert reasons `location.alertReasons` answers for it.
 */
import type { InShopAppointmentType } from '../data/shops';

/** An alert a territory currently shows the customer (SPEC §7 "alert reasons by ctu"). */
export interface AlertReason {
  reasonCode: 'WeatherDelay' | 'PartsShortage' | 'LimitedService' | 'HighDemand' | 'AccessRestrictions';
  title: string;
  message: string;
  /** The appointment types it affects (SPEC §3). */
  appointmentTypes: ReadonlyArray<InShopAppointmentType | 'Mobile'>;
}

/** One service territory. */
export interface ServiceTerritory {
  ctu: string;
  state: string;
  name: string;
  /** IANA time zone of the territory's shops and routes. */
  timeZone: string;
  alertReasons: readonly AlertReason[];
}

const eastern = 'America/New_York';
const central = 'America/Chicago';
const arizona = 'America/Phoenix';
const allTypes = ['Inshop', 'Dropoff', 'InshopOrDropoff', 'Mobile'] as const;

const winterWeather: AlertReason = {
  reasonCode: 'WeatherDelay',
  title: 'Winter weather',
  message: 'Snow and ice may delay mobile technicians; we will call you if your appointment has to move.',
  appointmentTypes: ['Mobile'],
};

const territories: ServiceTerritory[] = [
  { ctu: 'AZ-PHX', state: 'AZ', name: 'Phoenix metro', timeZone: arizona, alertReasons: [
    { reasonCode: 'WeatherDelay', title: 'Extreme heat', message: 'On days above 110°F, afternoon mobile appointments may move to the morning.', appointmentTypes: ['Mobile'] },
  ] },
  { ctu: 'AZ-TUS', state: 'AZ', name: 'Tucson and southern Arizona', timeZone: arizona, alertReasons: [] },
  { ctu: 'AZ-FLG', state: 'AZ', name: 'Flagstaff and northern Arizona', timeZone: arizona, alertReasons: [winterWeather] },
  { ctu: 'AZ-YUM', state: 'AZ', name: 'Yuma', timeZone: arizona, alertReasons: [] },
  { ctu: 'AZ-NE', state: 'AZ', name: 'Northeastern Arizona', timeZone: arizona, alertReasons: [] },
  { ctu: 'CT-HFD', state: 'CT', name: 'Hartford', timeZone: eastern, alertReasons: [] },
  { ctu: 'CT-NHV', state: 'CT', name: 'New Haven', timeZone: eastern, alertReasons: [] },
  { ctu: 'CT-FFD', state: 'CT', name: 'Fairfield County', timeZone: eastern, alertReasons: [] },
  { ctu: 'CT-NLD', state: 'CT', name: 'New London County', timeZone: eastern, alertReasons: [
    { reasonCode: 'LimitedService', title: 'No mobile service', message: 'Mobile service does not reach New London and Groton yet; the Norwich shop takes in-shop appointments.', appointmentTypes: ['Mobile'] },
  ] },
  { ctu: 'FL-MIA', state: 'FL', name: 'Miami, Fort Lauderdale and Palm Beach', timeZone: eastern, alertReasons: [
    { reasonCode: 'PartsShortage', title: 'Back-ordered rear glass', message: 'Rear glass for some late-model SUVs is back-ordered; we will confirm your part before the appointment.', appointmentTypes: allTypes },
    { reasonCode: 'HighDemand', title: 'High demand', message: 'Storm season brings many orders: book early for a weekday slot.', appointmentTypes: allTypes },
  ] },
  { ctu: 'FL-KEY', state: 'FL', name: 'Florida Keys', timeZone: eastern, alertReasons: [
    { reasonCode: 'LimitedService', title: 'Repairs only', message: 'The Key West shop repairs chips; replacements are done in Miami.', appointmentTypes: ['Inshop'] },
  ] },
  { ctu: 'FL-ORL', state: 'FL', name: 'Orlando and the Space Coast', timeZone: eastern, alertReasons: [] },
  { ctu: 'FL-TPA', state: 'FL', name: 'Tampa Bay', timeZone: eastern, alertReasons: [] },
  { ctu: 'FL-JAX', state: 'FL', name: 'Jacksonville', timeZone: eastern, alertReasons: [] },
  { ctu: 'FL-TLH', state: 'FL', name: 'Tallahassee', timeZone: eastern, alertReasons: [] },
  { ctu: 'FL-PNS', state: 'FL', name: 'Pensacola and the Emerald Coast', timeZone: central, alertReasons: [] },
  { ctu: 'KY-LOU', state: 'KY', name: 'Louisville', timeZone: eastern, alertReasons: [] },
  { ctu: 'KY-LEX', state: 'KY', name: 'Lexington and Frankfort', timeZone: eastern, alertReasons: [] },
  { ctu: 'KY-BWG', state: 'KY', name: 'Bowling Green', timeZone: central, alertReasons: [] },
  { ctu: 'KY-PAD', state: 'KY', name: 'Paducah and western Kentucky', timeZone: central, alertReasons: [] },
  { ctu: 'KY-EKY', state: 'KY', name: 'Eastern Kentucky', timeZone: eastern, alertReasons: [] },
  { ctu: 'MA-BOS', state: 'MA', name: 'Greater Boston', timeZone: eastern, alertReasons: [
    { reasonCode: 'AccessRestrictions', title: 'Parking for mobile service', message: 'Mobile technicians need a legal parking space next to the vehicle; garages under 7 ft are not reachable.', appointmentTypes: ['Mobile'] },
  ] },
  { ctu: 'MA-WOR', state: 'MA', name: 'Worcester', timeZone: eastern, alertReasons: [winterWeather] },
  { ctu: 'MA-SPR', state: 'MA', name: 'Springfield and the Berkshires', timeZone: eastern, alertReasons: [winterWeather] },
  { ctu: 'MA-SE', state: 'MA', name: 'Southeastern Massachusetts', timeZone: eastern, alertReasons: [] },
  { ctu: 'MA-CAP', state: 'MA', name: 'Cape Cod', timeZone: eastern, alertReasons: [] },
  { ctu: 'MN-MSP', state: 'MN', name: 'Minneapolis–St. Paul', timeZone: central, alertReasons: [winterWeather] },
  { ctu: 'MN-ROC', state: 'MN', name: 'Rochester', timeZone: central, alertReasons: [winterWeather] },
  { ctu: 'MN-DLH', state: 'MN', name: 'Duluth', timeZone: central, alertReasons: [
    winterWeather,
    { reasonCode: 'PartsShortage', title: 'Parts arrive weekly', message: 'Glass for less common vehicles comes on the weekly truck; replacements may be scheduled a week out.', appointmentTypes: allTypes },
  ] },
  { ctu: 'MN-STC', state: 'MN', name: 'St. Cloud', timeZone: central, alertReasons: [winterWeather] },
  { ctu: 'MN-NW', state: 'MN', name: 'Northwestern Minnesota', timeZone: central, alertReasons: [] },
  { ctu: 'NY-NYC', state: 'NY', name: 'New York City, Long Island and Westchester', timeZone: eastern, alertReasons: [
    { reasonCode: 'AccessRestrictions', title: 'Street parking', message: 'Mobile technicians need a legal parking space next to the vehicle; alternate-side parking days may move your appointment.', appointmentTypes: ['Mobile'] },
  ] },
  { ctu: 'NY-HUD', state: 'NY', name: 'Hudson Valley', timeZone: eastern, alertReasons: [] },
  { ctu: 'NY-ALB', state: 'NY', name: 'Capital Region', timeZone: eastern, alertReasons: [winterWeather] },
  { ctu: 'NY-SYR', state: 'NY', name: 'Central New York and the North Country', timeZone: eastern, alertReasons: [winterWeather] },
  { ctu: 'NY-ROC', state: 'NY', name: 'Rochester', timeZone: eastern, alertReasons: [winterWeather] },
  { ctu: 'NY-BUF', state: 'NY', name: 'Buffalo and Niagara', timeZone: eastern, alertReasons: [
    { ...winterWeather, title: 'Lake-effect snow', message: 'Lake-effect snow may close roads at short notice; mobile and in-shop appointments may move.', appointmentTypes: allTypes },
  ] },
  { ctu: 'NY-ADK', state: 'NY', name: 'Adirondacks', timeZone: eastern, alertReasons: [] },
  { ctu: 'SC-CHS', state: 'SC', name: 'Charleston', timeZone: eastern, alertReasons: [] },
  { ctu: 'SC-COL', state: 'SC', name: 'Columbia and the Midlands', timeZone: eastern, alertReasons: [] },
  { ctu: 'SC-GSP', state: 'SC', name: 'Greenville–Spartanburg', timeZone: eastern, alertReasons: [] },
  { ctu: 'SC-MYR', state: 'SC', name: 'Myrtle Beach and the Grand Strand', timeZone: eastern, alertReasons: [
    { reasonCode: 'HighDemand', title: 'Busy season', message: 'Weekend slots fill quickly; weekday mornings have the most room.', appointmentTypes: allTypes },
  ] },
  { ctu: 'SC-BFT', state: 'SC', name: 'Beaufort and Hilton Head', timeZone: eastern, alertReasons: [] },
];

/** The territories by CTU. */
export const serviceTerritories: ReadonlyMap<string, ServiceTerritory> = new Map(territories.map((territory) => [territory.ctu, territory]));
