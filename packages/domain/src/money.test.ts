import { fromPesewas, lineTotal, toPesewas } from './money';

describe('money', () => {
  it('converts prices to pesewas and back without float error', () => {
    expect(toPesewas('25.5')).toBe(2550);
    expect(toPesewas(0.1 + 0.2)).toBe(30);
    expect(fromPesewas(2550)).toBe('25.50');
    expect(lineTotal('12.10', 3)).toBe('36.30');
  });
  it('refuses text that is not money', () => {
    expect(() => toPesewas('12,00')).toThrow();
  });
});
