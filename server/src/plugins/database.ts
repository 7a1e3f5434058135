/** Makes the database available to routes and services as `app.db`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database. */
    db: Db;
    /** The open database with its driver name, ping and close. */
    database: Database;
  }
}

/** Decorates `app.db` and `app.database`; repositories and services name it as a dependency. */
export default fp(
  async function database(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'database' },
);
