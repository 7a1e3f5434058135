import { categoryAnchor } from '@laundry-accra/domain/catalogue';

/** Every route of the product in one typed map: links and navigate calls read paths from here. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  pricing: '/pricing',
  /** A category's table on /pricing ('Carpet Cleaning' → /pricing#carpet-cleaning). */
  pricingCategory: (category: string) => `/pricing#${categoryAnchor(category)}`,
  getQuote: '/get-quote',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,

  app: {
    root: '/app/',
    login: '/app/login',
    signup: '/app/signup',
    resetPassword: '/app/reset-password',
    resetPasswordCode: '/app/reset-password/code',
    changePassword: '/app/change-password',
    resetDone: '/app/reset-done',
    /** A staff invitation's link: who invited them to what, and the code to set a password. */
    welcome: '/app/welcome',
    dashboard: '/app/dashboard',
    addresses: '/app/user/address',
    addAddress: '/app/user/address/add-address',
    editAddress: (id: string) => `/app/user/address/edit-address/${id}`,
    bookings: '/app/bookings',
    addBooking: '/app/bookings/add-booking',
    booking: (id: string) => `/app/bookings/booking/${id}`,
    /** SPEC gives the booking edit form no route of its own; it lives under its booking. */
    editBooking: (id: string) => `/app/bookings/booking/${id}/edit`,
    basket: '/app/basket',
    addBasket: '/app/basket/add-basket',
    profile: '/app/profile',
    subscriptions: '/app/subscriptions',
    addSubscription: (packageId: string) => `/app/subscriptions/add-subscription/${packageId}`,
    subscription: (id: string) => `/app/subscriptions/${id}`,
    help: '/app/help',
  },

  /** The staff console (client-only, like /app); its Today screen is the root. */
  ops: {
    root: '/ops/',
    today: '/ops/',
    orders: '/ops/orders',
    order: (id: string) => `/ops/orders/${id}`,
    ticket: (id: string) => `/ops/orders/${id}/ticket`,
    customers: '/ops/customers',
    customer: (id: string) => `/ops/customers/${id}`,
    subscriptions: '/ops/subscriptions',
    staff: '/ops/staff',
    site: '/ops/website',
    catalogue: '/ops/catalogue',
    packages: '/ops/packages',
    branches: '/ops/branches',
    reports: '/ops/reports',
    audit: '/ops/audit',
    /** The route sheet: a branch's pickups of a day and window, in riding order. */
    routes: '/ops/routes',
    /** A branch's opening hours, pickup windows and closures (admins). */
    branchHours: (id: string) => `/ops/branches/${id}/hours`,
    /** The first branch's hours: where the navigation leads. */
    hours: '/ops/branches/hours',
  },
} as const;
