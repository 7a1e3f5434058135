import { formatCedis } from '@laundry-accra/domain/format';

/** 'Something Light' is charged per kilogram; every other package per month (SPEC §9). */
export function packagePriceSuffix(packageName: string): '/kg' | '/month' {
  return packageName === 'Something Light' ? '/kg' : '/month';
}

/** 'GH₵15.00/kg', 'GH₵350.00/month': how the home page shows a package's price. */
export function packagePrice(packageName: string, price: string | number): string {
  return `${formatCedis(price)}${packagePriceSuffix(packageName)}`;
}
