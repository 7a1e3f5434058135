/**
 * The Reports screen's charts, drawn with recharts. This module is only reached through the
 * Reports screen's lazy chunk, so the charting library never loads on other pages.
 */
import * as React from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BookingsReportDto, TakingsReportDto } from '@laundry-accra/domain/schemas/back-office';
import { PAYMENT_METHOD_LABELS } from '@laundry-accra/domain/payments';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { formatMoney } from '@laundry-accra/domain/format';
import { useTheme } from 'styled-components';

const METHODS = ['online', 'cash', 'mobile_money', 'card_terminal'] as const;

/*
 * The charts are pictures of the tables under them: the screen hides them from assistive technology,
 * so recharts' keyboard layer (a focusable surface with its own tooltip) is off: a focusable part of
 * a hidden picture would be a stop that says nothing.
 */

/** Takings per period, one bar per period stacked by method (GHC). */
export function TakingsChart({ report }: { report: TakingsReportDto }) {
  const theme = useTheme();
  const fills = [theme.colors.primary, theme.colors.accent, theme.colors.success, theme.colors.inkMuted];
  const data = report.rows.map((row) => ({
    period: row.period.slice(5),
    ...Object.fromEntries(METHODS.map((m) => [m, Number(row[m])])),
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis tick={{ fontSize: 12 }} width={56} />
        <Tooltip formatter={(value) => formatMoney(Number(value))} />
        {/* The names in the ink colour: yellow text on white cannot be read; the swatch says which bar. */}
        <Legend formatter={(name) => <span style={{ color: theme.colors.ink }}>{name}</span>} />
        {METHODS.map((method, index) => (
          <Bar key={method} dataKey={method} name={PAYMENT_METHOD_LABELS[method]} stackId="taken" fill={fills[index]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Bookings per status, one bar each. */
export function BookingsByStatusChart({ report }: { report: BookingsReportDto }) {
  const theme = useTheme();
  const data = Object.entries(report.by_status).map(([status, bookings]) => ({ status: statusLook(status).label, bookings }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} accessibilityLayer={false} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        {/* Every bar named, on one line: recharts would otherwise drop or wrap names by their measured width. */}
        <YAxis type="category" dataKey="status" width={150} interval={0} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="bookings" name="Bookings" fill={theme.colors.primary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
