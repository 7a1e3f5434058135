import { packageDescriptionLines, packagePriceSuffix } from './catalogue';

describe('packages', () => {
  it("prices 'Something Light' per kilogram and every other package per month (SPEC §9)", () => {
    expect(packagePriceSuffix('Something Light')).toBe('/kg');
    expect(packagePriceSuffix('Solo')).toBe('/month');
  });

  it('reads a description as one bullet per line, without blanks or typed bullets', () => {
    expect(packageDescriptionLines('40 items a month\r\n\n- Free pickup\n • Ironing included  ')).toEqual([
      '40 items a month',
      'Free pickup',
      'Ironing included',
    ]);
  });
});
