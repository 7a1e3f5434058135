/**
 * The repositories, gateways and services the route modules use, each a plugin that decorates the
 * instance and names what it depends on; listed in an order that registers every dependency first.
 */
import addressesRepository from './addresses/addresses.repository';
import savedAddresses from './addresses/addresses.service';
import accounts from './auth/auth.service';
import passwordResets from './auth/password-reset.service';
import basketRepository from './basket/basket.repository';
import backOffice from './back-office/back-office.service';
import basket from './basket/basket.service';
import reports from './reports/reports.service';
import repositories from './repositories';
import bookings from './bookings/bookings.service';
import catalogueRepository from './catalogue/catalogue.repository';
import contactMessages from './contact/contact.service';
import financeRepository from './finance/finance.repository';
import payments from './finance/finance.service';
import { paymentGatewayPlugin } from './finance/gateways/payment-gateway';
import refunds from './finance/refunds';
import branchCalendar from './pickup-windows/branch-calendar.service';
import expressSettings from './pickup-windows/express-service';
import pickupSettings from './pickup-windows/pickup-service';
import pickupCalendar from './pickup-windows/pickup-calendar';
import opsBookingsRepository from './ops/ops-bookings.repository';
import opsBookings from './ops/ops-bookings.service';
import opsCustomers from './ops/ops-customers.repository';
import opsEvents from './ops/ops-events.repository';
import staffAccounts from './ops/ops-staff.service';
import opsSubscriptions from './ops/ops-subscriptions.repository';
import opsSummary from './ops/ops-summary.service';
import routeSheets from './route-sheets/route-sheet.service';
import staffAccess from './ops/staff-access';
import subscriptionsRepository from './subscriptions/subscriptions.repository';
import subscriptions from './subscriptions/subscriptions.service';
import subscriptionReminders from './notifications/subscription-reminders';
import usersRepository from './users/users.repository';
import profiles from './users/users.service';

/** Registered before the routes, in this order. */
export const servicePlugins = [
  repositories,
  staffAccess,
  catalogueRepository,
  pickupCalendar,
  branchCalendar,
  expressSettings,
  pickupSettings,
  contactMessages,
  usersRepository,
  profiles,
  accounts,
  passwordResets,
  addressesRepository,
  savedAddresses,
  basketRepository,
  basket,
  subscriptionsRepository,
  subscriptions,
  financeRepository,
  paymentGatewayPlugin,
  refunds,
  // After refunds: a changed choice of delivery or collection may owe part of a payment back.
  bookings,
  payments,
  opsBookingsRepository,
  opsBookings,
  staffAccounts,
  opsCustomers,
  opsSubscriptions,
  opsSummary,
  routeSheets,
  opsEvents,
  backOffice,
  reports,
  subscriptionReminders,
];
