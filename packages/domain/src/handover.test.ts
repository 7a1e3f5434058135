import {
  canChangeHandover,
  handoverChoiceLabel,
  isHandoverOverride,
  offeredStatuses,
  overrideStatuses,
  readyStatusFor,
} from './handover';
import { feeParts, handoverTerms, pickupFee, pickupFeeName } from './pickup-delivery';

describe('delivery or collection', () => {
  it('names the choice as the customer reads it', () => {
    expect(handoverChoiceLabel('delivery', 'Osu')).toBe('Deliver to my address');
    expect(handoverChoiceLabel('collection', 'Osu')).toBe("I'll collect at Osu");
    expect(pickupFeeName('collection')).toBe('Pickup');
    expect(pickupFeeName('delivery')).toBe('Pickup and delivery');
    expect(pickupFeeName(undefined)).toBe('Pickup and delivery');
  });

  it("offers only the matching 'Ready for …' from packaging; the other is an override", () => {
    expect(readyStatusFor('delivery')).toBe('ready_for_delivery');
    expect(readyStatusFor('collection')).toBe('ready_for_pickup');
    expect(offeredStatuses('packaging', 'collection')).toEqual(['ready_for_pickup']);
    expect(overrideStatuses('packaging', 'collection')).toEqual(['ready_for_delivery']);
    expect(offeredStatuses('packaging', 'delivery')).toEqual(['ready_for_delivery']);
    expect(overrideStatuses('packaging', 'delivery')).toEqual(['ready_for_pickup']);
    // Every other move is as the pipeline says.
    expect(offeredStatuses('pending', 'collection')).toEqual(['picked_up', 'cancelled']);
    expect(overrideStatuses('washing', 'delivery')).toEqual([]);
    expect(isHandoverOverride('delivery', 'completed')).toBe(false);
  });

  it('may be changed until the order is ready', () => {
    expect(
      ['pending', 'picked_up', 'washing', 'packaging'].every((s) => canChangeHandover(s as never)),
    ).toBe(true);
    expect(
      ['ready_for_pickup', 'ready_for_delivery', 'completed', 'cancelled'].some((s) =>
        canChangeHandover(s as never),
      ),
    ).toBe(false);
  });
});

describe('the fee in its two parts', () => {
  it('splits the fee into pickup and delivery that add up to it, delivery rounded down', () => {
    expect(feeParts('10.00')).toEqual({ pickup: '5.00', delivery: '5.00' });
    expect(feeParts('10.01')).toEqual({ pickup: '5.01', delivery: '5.00' });
    expect(feeParts('0.01')).toEqual({ pickup: '0.01', delivery: '0.00' });
    expect(feeParts('0.00')).toEqual({ pickup: '0.00', delivery: '0.00' });
  });

  it('charges a collection the pickup part, under every rule of the fee', () => {
    const terms = { fee: '10.00', freeFromKg: 5 };
    expect(handoverTerms(terms, 'delivery')).toBe(terms);
    expect(
      pickupFee([{ unit: 'piece', quantity: 2 }], handoverTerms(terms, 'collection')),
    ).toMatchObject({ fee: '5.00', free: null });
    expect(
      pickupFee([{ unit: 'kg', quantity: 5 }], handoverTerms(terms, 'collection')),
    ).toMatchObject({ fee: '0.00', free: 'weight' });
    expect(
      pickupFee([{ unit: 'piece', quantity: 1 }], handoverTerms(terms, 'collection'), true),
    ).toMatchObject({ fee: '0.00', free: 'package' });
  });
});
