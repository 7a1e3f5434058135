import { packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatCedis } from '@laundry-accra/domain/format';


/** 'GH₵15.00/kg', 'GH₵350.00/month': how the home page shows a package's price. */
export function packagePrice(packageName: string, price: string): string {
  return `${formatCedis(price)}${packagePriceSuffix(packageName)}`;
}
