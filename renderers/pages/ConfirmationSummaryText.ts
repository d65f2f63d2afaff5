import type { TimeFormat } from '../../engine/config/types';
import { formatTimeRange } from '../../engine/domain/formatTime';
import type { AppointmentType, Order } from '../../engine/domain/state';
import { glassPickerLabels } from './GlassPickerLabels';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the customer reads for each SPEC §3 appointment type. */
const appointmentLabels: Record<AppointmentType, string> = {
  Inshop: 'At the shop, while you wait',
  Dropoff: 'Drop-off at the shop',
  InshopOrDropoff: 'At the shop',
  Mobile: 'Mobile service: we come to you',
};

/**
 * The words of the confirmation (renderers/pages/ConfirmationSummary.tsx): money, the appointment's day and time,
 * where it is, the vehicle, the glass and how the order is paid, as the customer reads them.
 */
export const confirmationText = {
  /** Dollars: $1,234.50, −$80.00. */
  money: (amount: number): string => (amount < 0 ? `−${money.format(-amount)}` : money.format(amount)),

  /** 2026-12-03 → Thursday, December 3, 2026 (the day as given, whatever the browser's time zone). */
  day(date: string | null): string | null {
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
    const time = Date.parse(`${date}T00:00:00Z`);
    return Number.isNaN(time) ? date : dayFormat.format(time);
  },

  /** The appointment's time as funnel.yaml `timeFormat` writes it (issue #14: one time format everywhere). */
  time(startTime: string | null, endTime: string | null, format: TimeFormat): string | null {
    return startTime ? formatTimeRange(startTime, endTime, format) : null;
  },

  appointment: (type: AppointmentType | null): string | null => (type ? appointmentLabels[type] : null),

  /** Where the work is done, as address lines: the customer's address for mobile service, else the shop's. */
  place(serviceLocation: Order['serviceLocation']): string[] {
    const joinCity = (city: string | null, state: string | null, zip: string | null) =>
      [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');
    if (serviceLocation.appointmentType === 'Mobile') {
      const mobile = serviceLocation.mobile;
      const street = mobile.address ?? serviceLocation.address;
      const lines = mobile.address
        ? [mobile.address, mobile.address2, joinCity(mobile.city, mobile.state, mobile.zipCode)]
        : [serviceLocation.address, serviceLocation.address2, joinCity(serviceLocation.city, serviceLocation.state, serviceLocation.zipCode)];
      return street ? lines.filter((line): line is string => !!line) : [];
    }
    const { providerNumber, address } = serviceLocation.provider;
    const lines = [address.streetAddress, joinCity(address.city, address.state, address.zipCode)].filter((line): line is string => !!line);
    return lines.length > 0 ? lines : providerNumber ? [`Shop ${providerNumber}`] : [];
  },

  /** 2020 Honda Civic 4 Door Sedan. */
  vehicle: (vehicle: Order['vehicle']): string => [vehicle.year, vehicle.make, vehicle.model, vehicle.style].filter(Boolean).join(' '),

  /** The work: a windshield repair with its chips, or the glass to replace. */
  damage(damage: Order['damage']): string[] {
    if (damage.isRepair) {
      const chips = damage.numberOfChips;
      return [`Windshield repair${chips ? ` (${chips} ${chips === 1 ? 'chip' : 'chips'})` : ''}`];
    }
    return (damage.glassToReplace ?? []).map((piece) => {
      const label = glassPickerLabels.piece(piece.glassLocation, piece.glassName);
      return `${label.namePrefix}${label.text} replacement`;
    });
  },

  /** How the order is paid (SPEC §4 payment method choice). */
  payment(order: Order): string {
    const { payment } = order;
    switch (payment.paymentChoice) {
      case 'Later':
        return 'You pay at your appointment.';
      case 'CreditCard': {
        const card = payment.ccToken.cardType ? `${payment.ccToken.cardType} card` : 'card';
        return `Paid by ${card}${payment.ccToken.lastFour ? ` ending in ${payment.ccToken.lastFour}` : ''}.`;
      }
      case 'Paypal':
        return 'Paid with PayPal.';
      case 'Afterpay':
        return 'Paid with Afterpay.';
      case 'ApplePay':
        return 'Paid with Apple Pay.';
      case 'PayNow':
        return 'Paid online.';
      case 'Insurance':
        return order.policy.insuranceCompanyName ? `Billed to ${order.policy.insuranceCompanyName}.` : 'Billed to your insurance.';
      default:
        return 'Payment is settled at your appointment.';
    }
  },
};
