/**
 * Money rules shared by browser and server. Amounts travel as two-decimal strings ("25.00") and are
 * computed in whole pesewas (1 GHS = 100 pesewas) so no floating-point error reaches a total.
 */

/** Converts a price ("25.5", 25.5, "25.50") to whole pesewas. */
export function toPesewas(price: string | number): number {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new Error(`Not a money amount: ${String(price)}`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const pesewas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -pesewas : pesewas;
}

/** Converts whole pesewas to the API's two-decimal string. */
export function fromPesewas(pesewas: number): string {
  const negative = pesewas < 0;
  const abs = Math.abs(Math.round(pesewas));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Line total of a quantity at a unit price, as a two-decimal string. */
export function lineTotal(unitPrice: string | number, quantity: number): string {
  return fromPesewas(toPesewas(unitPrice) * quantity);
}

/** The price of one piece on a line, from the line's total and quantity ('30.00' for 3 → '10.00'). */
export function unitPrice(total: string | number, quantity: number): string {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`A line has at least one piece, not ${quantity}`);
  return fromPesewas(Math.round(toPesewas(total) / quantity));
}
