/** /api/address/: a signed-in customer's saved addresses (pickup and dropoff points). */
import { Address, AddressBody, AddressChanges } from '@laundry-accra/domain/schemas/addresses';
import { customerRecordRoutes } from '../customer-records.routes';

export default customerRecordRoutes({
  path: '/address/',
  tag: 'addresses',
  shown: Address,
  body: AddressBody,
  changes: AddressChanges,
  recordsOf: (app, userId) => app.savedAddresses.forCustomer(userId),
  summaries: {
    list: 'My addresses',
    create: 'Save an address',
    update: 'Edit an address',
    remove: 'Delete an address (bookings that used it keep it)',
  },
  readOne: { summary: 'One of my addresses', read: (addresses, id) => addresses.get(id) },
});
