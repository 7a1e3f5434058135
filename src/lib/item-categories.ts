/**
 * Item categories shown on the pricing page. Kept apart from rules.ts (which re-exports it) so the
 * public pages can read it without loading yup.
 */
export const ITEM_CATEGORIES = ['Laundry', 'Dry Cleaning'] as const;
