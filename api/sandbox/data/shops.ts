import { getStateOfZip } from './getStateOfZip';

/**
 * The sandbox's glass shops (providers, SPEC §3 serviceLocation.provider) across the SPEC §9 states: where they are,
 * when they open, what they do and which appointment types (SPEC §3) they take. Names, street numbers and phone numbers
 * (555-01xx) are made up; cities, streets and coordinates are real places. Time slots are generated from `hours`
 * (api/sandbox/schedule/getShopSlotsOfDay.ts).
 */

/** Opening and closing time of one day, 24-hour HH:MM (SPEC §5), or null when closed that day. */
export type DayHours = readonly [open: string, close: string] | null;

/** Opening hours by weekday, Sunday first (the index is Date#getUTCDay of the local date). */
export type WeeklyHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

/** An in-shop appointment type of SPEC §3 (Mobile is `services.mobile`). */
export type InShopAppointmentType = 'Inshop' | 'Dropoff' | 'InshopOrDropoff';

/** One shop of the sandbox. */
export interface Shop {
  providerNumber: string;
  name: string;
  streetAddress: string;
  city: string;
  /** From getStateOfZip(zipCode), so every service agrees. */
  state: string;
  zipCode: string;
  /** The shop's service territory (api/sandbox/location/serviceTerritories.ts). */
  ctu: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
  hours: WeeklyHours;
  services: {
    repair: boolean;
    replace: boolean;
    /** Technicians drive to the customer (mobile time slots of the zips near this shop). */
    mobile: boolean;
    /** The shop has a bay for big trucks (catalog vehicles with isBigTruck). */
    bigTruck: boolean;
  };
  /** The in-shop appointment types it takes. */
  inShopAppointmentTypes: readonly InShopAppointmentType[];
  /** How many cars it can start at once: each slot's capacity is 1 to `bays` places. */
  bays: 1 | 2 | 3;
  /** Set when the shop is temporarily closed: it is listed, but offers no time slots. */
  closureNote: string | null;
}

const closed = null;
/** Mon–Fri 08:00–17:00, Sat 08:00–12:00, closed Sunday. */
const standard: WeeklyHours = [closed, ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '12:00']];
/** Mon–Fri 08:00–17:00, closed at the weekend. */
const weekdaysOnly: WeeklyHours = [closed, ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], closed];
/** Mon–Fri 07:00–16:00 (early-morning slots), Sat 08:00–13:00. */
const earlyBird: WeeklyHours = [closed, ['07:00', '16:00'], ['07:00', '16:00'], ['07:00', '16:00'], ['07:00', '16:00'], ['07:00', '16:00'], ['08:00', '13:00']];
/** Mon–Fri 07:30–18:00, Sat 08:00–14:00, Sun 10:00–14:00 (open seven days). */
const sevenDays: WeeklyHours = [['10:00', '14:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['08:00', '14:00']];
/** Mon–Fri 09:00–18:00, Sat 09:00–13:00. */
const lateOpening: WeeklyHours = [closed, ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '13:00']];
/** Tue–Sat 08:00–16:00, closed Sunday and Monday. */
const tuesdayToSaturday: WeeklyHours = [closed, closed, ['08:00', '16:00'], ['08:00', '16:00'], ['08:00', '16:00'], ['08:00', '16:00'], ['08:00', '16:00']];
/** Mon–Fri 10:00–16:00 (a repair kiosk). */
const kiosk: WeeklyHours = [closed, ['10:00', '16:00'], ['10:00', '16:00'], ['10:00', '16:00'], ['10:00', '16:00'], ['10:00', '16:00'], closed];

type Services = Shop['services'];
const full: Services = { repair: true, replace: true, mobile: true, bigTruck: false };
const fullWithBigTrucks: Services = { repair: true, replace: true, mobile: true, bigTruck: true };
const inShopOnly: Services = { repair: true, replace: true, mobile: false, bigTruck: false };
const repairOnly: Services = { repair: true, replace: false, mobile: false, bigTruck: false };
const allInShopTypes: readonly InShopAppointmentType[] = ['Inshop', 'Dropoff', 'InshopOrDropoff'];

type ShopSource = Omit<Shop, 'state' | 'inShopAppointmentTypes' | 'bays' | 'closureNote'> &
  Partial<Pick<Shop, 'inShopAppointmentTypes' | 'bays' | 'closureNote'>>;

/** [providerNumber, name, street, city, zip, ctu, phone, latitude, longitude] → a shop source with the rest given. */
function at(
  providerNumber: string,
  name: string,
  streetAddress: string,
  city: string,
  zipCode: string,
  ctu: string,
  phoneNumber: string,
  latitude: number,
  longitude: number,
  hours: WeeklyHours,
  services: Services,
  rest: Partial<Pick<Shop, 'inShopAppointmentTypes' | 'bays' | 'closureNote'>> = {},
): ShopSource {
  return { providerNumber, name, streetAddress, city, zipCode, ctu, phoneNumber, latitude, longitude, hours, services, ...rest };
}

const sources: ShopSource[] = [
  // Arizona (provider numbers 0041xx)
  at('004101', 'Camelback Auto Glass', '1840 E Camelback Rd', 'Phoenix', '85016', 'AZ-PHX', '602-555-0101', 33.5093, -112.044, standard, full, { bays: 3 }),
  at('004102', 'Bell Road Auto Glass & Truck Center', '2620 W Bell Rd', 'Phoenix', '85023', 'AZ-PHX', '602-555-0102', 33.64, -112.116, earlyBird, fullWithBigTrucks),
  at('004103', 'Mesa Country Club Glass', '1455 S Country Club Dr', 'Mesa', '85210', 'AZ-PHX', '480-555-0103', 33.387, -111.84, standard, full, { bays: 3 }),
  at('004104', 'Shea Boulevard Glass', '7350 E Shea Blvd', 'Scottsdale', '85260', 'AZ-PHX', '480-555-0104', 33.583, -111.922, lateOpening, inShopOnly),
  at('004105', 'Tempe University Glass', '1920 E University Dr', 'Tempe', '85281', 'AZ-PHX', '480-555-0105', 33.421, -111.904, weekdaysOnly, full),
  at('004106', 'Glendale Avenue Glass', '5825 W Glendale Ave', 'Glendale', '85301', 'AZ-PHX', '623-555-0106', 33.538, -112.185, standard, full),
  at('004107', 'Litchfield Glass & Fleet', '1430 N Litchfield Rd', 'Goodyear', '85395', 'AZ-PHX', '623-555-0107', 33.462, -112.358, standard, fullWithBigTrucks),
  at('004108', 'Speedway Auto Glass', '4120 E Speedway Blvd', 'Tucson', '85712', 'AZ-TUS', '520-555-0108', 32.236, -110.9, standard, full, { bays: 3 }),
  at('004109', 'Oracle Road Glass & Truck', '6015 N Oracle Rd', 'Tucson', '85704', 'AZ-TUS', '520-555-0109', 32.327, -110.976, earlyBird, fullWithBigTrucks),
  at('004110', 'Route 66 Glass', '2301 E Route 66', 'Flagstaff', '86004', 'AZ-FLG', '928-555-0110', 35.212, -111.617, tuesdayToSaturday, full),
  at('004111', 'Yuma Desert Glass', '2750 S 4th Ave', 'Yuma', '85364', 'AZ-YUM', '928-555-0111', 32.678, -114.617, weekdaysOnly, inShopOnly),
  at('004112', 'Arizona Avenue Glass', '2940 N Arizona Ave', 'Chandler', '85225', 'AZ-PHX', '480-555-0112', 33.345, -111.841, standard, full, {
    closureNote: 'Closed for remodelling until further notice; the Mesa and Tempe shops are nearby.',
  }),

  // Connecticut (610xx)
  at('61001', 'Berlin Turnpike Auto Glass', '1250 Berlin Tpke', 'Wethersfield', '06109', 'CT-HFD', '860-555-0121', 41.693, -72.66, standard, full, { bays: 3 }),
  at('61002', 'Manchester Glass & Truck', '315 Broad St', 'Manchester', '06040', 'CT-HFD', '860-555-0122', 41.786, -72.527, earlyBird, fullWithBigTrucks),
  at('61003', 'Whalley Avenue Glass', '1440 Whalley Ave', 'New Haven', '06515', 'CT-NHV', '203-555-0123', 41.331, -72.968, standard, full),
  at('61004', 'East Main Glass', '825 E Main St', 'Stamford', '06902', 'CT-FFD', '203-555-0124', 41.058, -73.521, lateOpening, full),
  at('61005', 'Federal Road Glass', '110 Federal Rd', 'Danbury', '06811', 'CT-FFD', '203-555-0125', 41.416, -73.42, weekdaysOnly, full),
  at('61006', 'Salem Turnpike Glass', '86 Salem Tpke', 'Norwich', '06360', 'CT-NLD', '860-555-0126', 41.51, -72.11, tuesdayToSaturday, inShopOnly),

  // Florida (0032xx)
  at('003201', 'Miami Airport Auto Glass & Truck', '3650 NW 36th St', 'Miami', '33142', 'FL-MIA', '305-555-0131', 25.809, -80.255, sevenDays, fullWithBigTrucks, { bays: 3 }),
  at('003202', 'Kendall Auto Glass', '12205 SW 88th St', 'Miami', '33186', 'FL-MIA', '305-555-0132', 25.686, -80.389, standard, full),
  at('003203', 'Broward Boulevard Glass', '2101 W Broward Blvd', 'Fort Lauderdale', '33312', 'FL-MIA', '954-555-0133', 26.121, -80.17, standard, full),
  at('003204', 'Okeechobee Glass', '1800 Okeechobee Blvd', 'West Palm Beach', '33409', 'FL-MIA', '561-555-0134', 26.704, -80.08, earlyBird, full),
  at('003205', 'Key West Chip Repair', '3340 N Roosevelt Blvd', 'Key West', '33040', 'FL-KEY', '305-555-0135', 24.572, -81.758, kiosk, repairOnly, {
    inShopAppointmentTypes: ['Inshop'],
    bays: 1,
  }),
  at('003206', 'Colonial Drive Glass & Truck', '4020 W Colonial Dr', 'Orlando', '32808', 'FL-ORL', '407-555-0136', 28.552, -81.431, sevenDays, fullWithBigTrucks, { bays: 3 }),
  at('003207', 'Orange Blossom Glass', '8150 S Orange Blossom Trl', 'Orlando', '32809', 'FL-ORL', '407-555-0137', 28.446, -81.402, standard, full),
  at('003208', 'Space Coast Glass', '1580 W New Haven Ave', 'Melbourne', '32904', 'FL-ORL', '321-555-0138', 28.079, -80.633, tuesdayToSaturday, full),
  at('003209', 'Kennedy Boulevard Glass & Truck', '4450 W Kennedy Blvd', 'Tampa', '33609', 'FL-TPA', '813-555-0139', 27.945, -82.52, standard, fullWithBigTrucks),
  at('003210', 'Gulf to Bay Glass', '2175 Gulf to Bay Blvd', 'Clearwater', '33765', 'FL-TPA', '727-555-0140', 27.96, -82.752, earlyBird, full),
  at('003211', 'Manatee Glass', '5405 14th St W', 'Bradenton', '34207', 'FL-TPA', '941-555-0141', 27.44, -82.575, weekdaysOnly, full),
  at('003212', 'Philips Highway Glass & Truck', '7020 Philips Hwy', 'Jacksonville', '32216', 'FL-JAX', '904-555-0142', 30.258, -81.592, standard, fullWithBigTrucks),
  at('003213', 'Davis Highway Glass', '5900 N Davis Hwy', 'Pensacola', '32503', 'FL-PNS', '850-555-0143', 30.48, -87.215, weekdaysOnly, full),
  at('003214', 'Capital Circle Glass', '1530 Capital Cir NE', 'Tallahassee', '32308', 'FL-TLH', '850-555-0144', 30.466, -84.23, standard, full),

  // Kentucky (510xx)
  at('51001', 'Shelbyville Road Glass & Truck', '4125 Shelbyville Rd', 'Louisville', '40207', 'KY-LOU', '502-555-0151', 38.253, -85.64, standard, fullWithBigTrucks, { bays: 3 }),
  at('51002', 'Preston Highway Glass', '6405 Preston Hwy', 'Louisville', '40219', 'KY-LOU', '502-555-0152', 38.155, -85.704, earlyBird, full),
  at('51003', 'Nicholasville Road Glass', '1901 Nicholasville Rd', 'Lexington', '40503', 'KY-LEX', '859-555-0153', 38.008, -84.522, standard, full),
  at('51004', 'Scottsville Road Glass', '2350 Scottsville Rd', 'Bowling Green', '42104', 'KY-BWG', '270-555-0154', 36.957, -86.435, weekdaysOnly, inShopOnly),
  at('51005', 'Irvin Cobb Glass & Truck', '3150 Irvin Cobb Dr', 'Paducah', '42003', 'KY-PAD', '270-555-0155', 37.06, -88.61, tuesdayToSaturday, fullWithBigTrucks),

  // Massachusetts (410xx)
  at('41001', 'Mass Ave Auto Glass', '1100 Massachusetts Ave', 'Boston', '02125', 'MA-BOS', '617-555-0161', 42.329, -71.065, standard, full, { bays: 3 }),
  at('41002', 'Mishawum Glass & Truck', '300 Mishawum Rd', 'Woburn', '01801', 'MA-BOS', '781-555-0162', 42.505, -71.14, sevenDays, fullWithBigTrucks),
  at('41003', 'Main Street Waltham Glass', '1030 Main St', 'Waltham', '02451', 'MA-BOS', '781-555-0163', 42.372, -71.25, lateOpening, full),
  at('41004', 'Quincy Shore Glass', '235 Quincy Ave', 'Quincy', '02169', 'MA-BOS', '617-555-0164', 42.246, -71.0, weekdaysOnly, full),
  at('41005', 'Lincoln Street Glass & Truck', '600 Lincoln St', 'Worcester', '01605', 'MA-WOR', '508-555-0165', 42.295, -71.778, standard, fullWithBigTrucks),
  at('41006', 'Boston Road Glass', '1550 Boston Rd', 'Springfield', '01129', 'MA-SPR', '413-555-0166', 42.129, -72.498, earlyBird, full),
  at('41007', 'Cape Cod Glass', '700 Iyannough Rd', 'Hyannis', '02601', 'MA-CAP', '508-555-0167', 41.665, -70.3, tuesdayToSaturday, full),

  // Minnesota (0035xx)
  at('003501', 'Nicollet Avenue Glass', '2700 Nicollet Ave', 'Minneapolis', '55408', 'MN-MSP', '612-555-0171', 44.953, -93.278, standard, full, { bays: 3 }),
  at('003502', 'University Avenue Glass & Truck', '1405 University Ave W', 'St. Paul', '55104', 'MN-MSP', '651-555-0172', 44.956, -93.16, earlyBird, fullWithBigTrucks),
  at('003503', 'Lyndale Glass', '8050 Lyndale Ave S', 'Bloomington', '55420', 'MN-MSP', '952-555-0173', 44.853, -93.288, lateOpening, full),
  at('003504', 'Blaine Auto Glass', '10730 University Ave NE', 'Blaine', '55434', 'MN-MSP', '763-555-0174', 45.17, -93.247, weekdaysOnly, full),
  at('003505', 'Rochester North Glass', '2115 Highway 52 N', 'Rochester', '55901', 'MN-ROC', '507-555-0175', 44.047, -92.48, standard, full),
  at('003506', 'Grand Avenue Glass & Truck', '4505 Grand Ave', 'Duluth', '55807', 'MN-DLH', '218-555-0176', 46.738, -92.158, tuesdayToSaturday, fullWithBigTrucks),
  at('003507', 'Division Street Glass', '3301 W Division St', 'St. Cloud', '56301', 'MN-STC', '320-555-0177', 45.554, -94.205, standard, full),

  // New York (710xx)
  at('71001', 'Northern Boulevard Glass & Truck', '47-20 Northern Blvd', 'Long Island City', '11101', 'NY-NYC', '718-555-0181', 40.751, -73.913, sevenDays, fullWithBigTrucks, { bays: 3 }),
  at('71002', 'Coney Island Avenue Glass', '1625 Coney Island Ave', 'Brooklyn', '11230', 'NY-NYC', '718-555-0182', 40.62, -73.962, standard, inShopOnly),
  at('71003', 'Bruckner Glass', '1500 Bruckner Blvd', 'Bronx', '10473', 'NY-NYC', '718-555-0183', 40.823, -73.87, standard, full),
  at('71004', 'Fulton Avenue Glass', '250 Fulton Ave', 'Hempstead', '11550', 'NY-NYC', '516-555-0184', 40.707, -73.614, earlyBird, full),
  at('71005', 'Tarrytown Road Glass', '125 Tarrytown Rd', 'White Plains', '10607', 'NY-NYC', '914-555-0185', 41.037, -73.8, lateOpening, full),
  at('71006', 'Richmond Avenue Glass', '2555 Richmond Ave', 'Staten Island', '10314', 'NY-NYC', '718-555-0186', 40.583, -74.165, weekdaysOnly, full),
  at('71007', 'Hell\'s Kitchen Glass Express', '620 W 47th St', 'New York', '10036', 'NY-NYC', '212-555-0187', 40.765, -73.996, weekdaysOnly, inShopOnly, {
    inShopAppointmentTypes: ['Dropoff'],
    bays: 1,
  }),
  at('71008', 'South Road Glass', '2600 South Rd', 'Poughkeepsie', '12601', 'NY-HUD', '845-555-0188', 41.66, -73.93, standard, full),
  at('71009', 'Central Avenue Glass & Truck', '1270 Central Ave', 'Albany', '12205', 'NY-ALB', '518-555-0189', 42.713, -73.818, standard, fullWithBigTrucks),
  at('71010', 'Erie Boulevard Glass', '2950 Erie Blvd E', 'Syracuse', '13224', 'NY-SYR', '315-555-0190', 43.047, -76.09, earlyBird, full),
  at('71011', 'Henrietta Glass', '2100 W Henrietta Rd', 'Rochester', '14623', 'NY-ROC', '585-555-0191', 43.11, -77.626, standard, full),
  at('71012', 'Genesee Street Glass & Truck', '3950 Genesee St', 'Cheektowaga', '14225', 'NY-BUF', '716-555-0192', 42.935, -78.76, standard, fullWithBigTrucks),
  at('71013', 'Arsenal Street Glass', '1283 Arsenal St', 'Watertown', '13601', 'NY-SYR', '315-555-0193', 43.975, -75.955, tuesdayToSaturday, full),

  // South Carolina (0029xx)
  at('002901', 'Sam Rittenberg Glass', '1850 Sam Rittenberg Blvd', 'Charleston', '29407', 'SC-CHS', '843-555-0191', 32.803, -80.018, standard, full),
  at('002902', 'Rivers Avenue Glass & Truck', '7400 Rivers Ave', 'North Charleston', '29406', 'SC-CHS', '843-555-0192', 32.93, -80.04, earlyBird, fullWithBigTrucks),
  at('002903', 'Johnnie Dodds Glass', '1000 Johnnie Dodds Blvd', 'Mount Pleasant', '29464', 'SC-CHS', '843-555-0193', 32.815, -79.86, weekdaysOnly, full),
  at('002904', 'Decker Boulevard Glass & Truck', '2730 Decker Blvd', 'Columbia', '29206', 'SC-COL', '803-555-0194', 34.045, -80.975, standard, fullWithBigTrucks),
  at('002905', 'Sunset Boulevard Glass', '5175 Sunset Blvd', 'Lexington', '29072', 'SC-COL', '803-555-0195', 33.989, -81.21, standard, full),
  at('002906', 'Laurens Road Glass', '1440 Laurens Rd', 'Greenville', '29607', 'SC-GSP', '864-555-0196', 34.83, -82.36, earlyBird, full),
  at('002907', 'East Main Spartanburg Glass', '1800 E Main St', 'Spartanburg', '29307', 'SC-GSP', '864-555-0197', 34.955, -81.895, weekdaysOnly, inShopOnly),
  at('002908', 'Grand Strand Glass', '1250 Seaboard St', 'Myrtle Beach', '29577', 'SC-MYR', '843-555-0198', 33.705, -78.885, tuesdayToSaturday, full),
  at('002909', 'Boundary Street Glass', '2121 Boundary St', 'Beaufort', '29902', 'SC-BFT', '843-555-0199', 32.44, -80.7, weekdaysOnly, full),
];

/** Every shop of the sandbox, provider numbers unique, in the order above (by state). */
export const shops: readonly Shop[] = sources.map((source) => ({
  inShopAppointmentTypes: allInShopTypes,
  bays: 2,
  closureNote: null,
  ...source,
  state: getStateOfZip(source.zipCode) ?? 'unknown',
}));
