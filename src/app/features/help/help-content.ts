/**
 * The help page's words (SPEC §1 describes the flow it explains). Each section's anchor is its
 * title, lowercased, with spaces turned into hyphens.
 */

export interface HelpSection {
  title: string;
  paragraphs: string[];
  steps?: string[];
}

export const HELP_INTRO =
  'Everything you can do in your Adom Laundry account, step by step: from your first basket to paying for a booking and subscribing to a monthly package.';

export const HELP_SECTIONS: HelpSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'Your account keeps your basket of laundry items, your bookings, your subscriptions and the addresses we pick up from and deliver to.',
      'Use the side menu to move between them. On a phone, open it with the Menu button at the top of the screen.',
    ],
  },
  {
    title: 'Placing a booking',
    paragraphs: ['A booking is your basket sent to us with the details we need to collect it.'],
    steps: [
      'Open Basket and press Add Item. Choose an item, set the quantity and press Add Item again. Repeat for every kind of item.',
      'Press Checkout. You need at least one saved address first: if you have none, save one under Addresses.',
      'In the Confirm Checkout popup, choose the pickup address and the branch.',
      "Choose how your clothes come back: 'Deliver to my address' (then the dropoff address) or 'I'll collect at' the branch, with no delivery fee. You can change it under Edit Booking until the order is ready.",
      'Choose the pickup date, then press Submit.',
      'Your booking appears under Bookings. Open it to see its items and the status of its transaction.',
    ],
  },
  {
    title: 'Making payment',
    paragraphs: ['You can pay for a booking by card or mobile money once it has been placed.'],
    steps: [
      'Open the booking under Bookings.',
      'Press Make Payment. This generates a payment reference for the booking.',
      'Choose Card, or Mobile money with your network and number, then press Pay. For mobile money, approve the prompt on your phone. When the payment is confirmed the button turns into a green PAID.',
    ],
  },
  {
    title: 'Save address',
    paragraphs: ['Saved addresses are where we collect your laundry and where we bring it back.'],
    steps: [
      'Open Addresses from the side menu and press Add Address.',
      'Give the address a name (for example Home or Office), write the address, and add the street, city and town if you like.',
      'Save it. You can edit or delete it later from the same list.',
    ],
  },
  {
    title: 'Subscribing to a package',
    paragraphs: ['A package gives you a set amount of laundry every month at a fixed price.'],
    steps: [
      'Open Subscriptions and press Add Subscription.',
      'Look through the packages and press Details on the one you want.',
      'Press Subscribe. Then open the subscription and press Make Payment to activate it.',
    ],
  },
];

/** 'Placing a booking' -> 'placing-a-booking'. */
export const sectionAnchor = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
