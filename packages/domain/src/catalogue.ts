/** The two categories of the price list, in the order the pricing page shows them. */
export const ITEM_CATEGORIES = ['Laundry', 'Dry Cleaning'] as const;
