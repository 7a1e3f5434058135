/** /api/bookings/basket/: the signed-in customer's basket. */
import { BasketBody, BasketChanges, BasketEntry } from '@laundry-accra/domain/schemas/basket';
import { customerRecordRoutes } from '../customer-records.routes';

export default customerRecordRoutes({
  path: '/bookings/basket/',
  tag: 'basket',
  shown: BasketEntry,
  body: BasketBody,
  changes: BasketChanges,
  recordsOf: (app, userId) => app.basket.forCustomer(userId),
  summaries: {
    list: 'My basket',
    create: 'Add an item (raises the quantity when it is already in the basket)',
    update: 'Change the quantity or item of an entry',
    remove: 'Remove an entry',
  },
});
