import { packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatAmount } from '@laundry-accra/domain/format';

/**
 * 'GH₵15.00/kg', 'GH₵350.00/month': how the home page's package cards show a price. SPEC §9 puts
 * the cedi sign before these prices and only these (decision 062); the amount itself is written
 * by the one money format, everywhere else with 'GHC'.
 */
export function packagePrice(packageName: string, price: string): string {
  return `GH₵${formatAmount(price)}${packagePriceSuffix(packageName)}`;
}
