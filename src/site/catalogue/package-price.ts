import { packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatMoney } from '@laundry-accra/domain/format';


/** 'GHC 15.00/kg', 'GHC 350.00/month': how the home page shows a package's price. */
export function packagePrice(packageName: string, price: string): string {
  return `${formatMoney(price)}${packagePriceSuffix(packageName)}`;
}
