/** The whole database schema, one file per aggregate. */
export * from './users';
export * from './catalogue';
export * from './addresses';
export * from './basket';
export * from './bookings';
export * from './subscriptions';
export * from './payments';
export * from './mail';
export * from './site';
export * from './audit';
export * from './pickup-windows';
