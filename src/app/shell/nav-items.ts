import { paths } from '@/lib/paths';

/** The side navigation of SPEC §2, in its order (Logout is a button after these). */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: paths.app.dashboard },
  { label: 'Basket', to: paths.app.basket },
  { label: 'Bookings', to: paths.app.bookings },
  { label: 'Subscriptions', to: paths.app.subscriptions },
  { label: 'Addresses', to: paths.app.addresses },
  { label: 'Help', to: paths.app.help },
] as const;
