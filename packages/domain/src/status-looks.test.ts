import { BOOKING_STATUSES, PAYMENT_STATUSES } from './statuses';
import { CANCELLED_LOOK, paymentStatusLook, statusLook } from './status-looks';

describe('statusLook', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['ready_for_delivery', 'Ready for Delivery', 'success'],
    ['ready_for_pickup', 'Ready for Pickup', 'success'],
    ['picked_up', 'Picked Up', 'primary'],
    ['washing', 'Washing', 'primary'],
    ['packaging', 'Packaging', 'primary'],
    ['active', 'Active', 'primary'],
    ['inacative', 'Inactive', 'warning'],
    ['inactive', 'Inactive', 'warning'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'danger'],
  ])('shows %s as %s in the %s tone', (status, label, tone) => {
    expect(statusLook(status)).toEqual({ label, tone });
  });

  it.each([['refunded'], [''], [null], [undefined], ['toString'], ['PENDING']])(
    'shows an unknown status (%p) as Cancelled',
    (status) => {
      expect(statusLook(status)).toEqual({ label: 'Cancelled', tone: 'danger' });
    },
  );

  it('has a label for every booking status the server can send', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(statusLook(status)).not.toEqual(CANCELLED_LOOK);
    }
  });
});

describe('paymentStatusLook', () => {
  it.each([
    ['paid', 'Paid', 'success'],
    ['unpaid', 'Unpaid', 'neutral'],
    ['pending', 'Pending', 'warning'],
    ['failed', 'Failed', 'danger'],
    ['refunded', 'Refunded', 'primary'],
    ['refund_failed', 'Refund failed', 'danger'],
    ['refund_due', 'Refund due', 'warning'],
  ])('shows %s as %s in the %s tone', (status, label, tone) => {
    expect(paymentStatusLook(status)).toEqual({ label, tone });
  });

  it('covers every payment status and greys out an unknown one like unpaid', () => {
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'unpaid')) {
      expect(paymentStatusLook(status).label).not.toBe('Unpaid');
    }
    expect(paymentStatusLook('weird')).toEqual({ label: 'Unpaid', tone: 'neutral' });
    expect(paymentStatusLook(null)).toEqual({ label: 'Unpaid', tone: 'neutral' });
  });
});
