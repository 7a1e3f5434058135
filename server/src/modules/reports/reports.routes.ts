/**
 * /api/ops/reports/takings/ and /bookings/ (staff see their branch; admins any or all), each as
 * JSON or, with `Accept: text/csv` or the `.csv` path, as a CSV download; /api/ops/bookings.csv is
 * the orders table as filtered in the console.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookingsReport, ReportQuery, TakingsReport } from '@laundry-accra/domain/schemas/back-office';
import { BadRequest, Detail } from '@laundry-accra/domain/schemas/common';
import { OpsBookingsQuery } from '@laundry-accra/domain/schemas/ops';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bookingsCsv, ordersCsv, takingsCsv } from './reports.csv';

/** Most orders one CSV download holds (filter by dates for more). */
export const ORDERS_CSV_MAX_ROWS = 10_000;

const CsvText = Type.String({ description: 'text/csv' });

/** True when the caller asked for CSV by its Accept header. */
const wantsCsv = (request: FastifyRequest) => /\btext\/csv\b/.test(request.headers.accept ?? '');

function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const refused = { 400: BadRequest, 401: Detail, 403: Detail, 404: Detail };

  const reports = [
    { name: 'takings', schema: TakingsReport, read: app.reports.takings, csv: takingsCsv, summary: 'Takings per period: online and counter by method, refunds, net' },
    { name: 'bookings', schema: BookingsReport, read: app.reports.bookings, csv: bookingsCsv, summary: 'Bookings per status and branch, average order value, top items, new and returning customers' },
  ] as const;

  for (const report of reports) {
    const handler = (csvOnly: boolean) => async (request: FastifyRequest<{ Querystring: ReportQuery }>, reply: FastifyReply) => {
      const result = await (report.read as (scope: { branchId: string | null }, q: ReportQuery) => Promise<never>)(
        { branchId: request.staff.branchId },
        request.query,
      );
      if (csvOnly || wantsCsv(request)) {
        const { from, to } = request.query;
        return sendCsv(reply, `${report.name}-${from}-to-${to}.csv`, (report.csv as (r: unknown) => string)(result));
      }
      return result;
    };
    app.get(
      `/ops/reports/${report.name}/`,
      {
        schema: {
          tags,
          security,
          summary: `${report.summary} (JSON, or CSV with Accept: text/csv)`,
          querystring: ReportQuery,
          response: { 200: report.schema, ...refused },
        },
      },
      handler(false),
    );
    app.get(
      `/ops/reports/${report.name}.csv`,
      {
        schema: {
          tags,
          security,
          summary: `${report.summary} (CSV)`,
          querystring: ReportQuery,
          produces: ['text/csv'],
          response: { 200: CsvText, ...refused },
        },
      },
      handler(true),
    );
  }

  app.get(
    '/ops/bookings.csv',
    {
      schema: {
        tags,
        security,
        summary: `The orders table as filtered in the console, as CSV (at most ${ORDERS_CSV_MAX_ROWS} rows)`,
        querystring: Type.Omit(OpsBookingsQuery, ['page', 'page_size']),
        produces: ['text/csv'],
        response: { 200: CsvText, ...refused },
      },
    },
    async (request, reply) => {
      const { results } = await app.opsBookings.forStaff(request.staff).list(request.query, ORDERS_CSV_MAX_ROWS, 0);
      return sendCsv(reply, 'orders.csv', ordersCsv(results));
    },
  );
};

export default reportsRoutes;
