/**
 * An order's speed and ready time as the console shows them: an 'Express' tag, 'Ready by Wed,
 * Nov 25 · 12:00', and 'At risk' when it is due within 4 hours and not yet being packed.
 */
import * as React from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@/design-system/visuallyHidden';
import {
  AT_RISK_HOURS,
  formatReadyBy,
  isAtRisk,
  SERVICE_SPEED_NAMES,
  type ServiceSpeed,
} from '@laundry-accra/domain/service-speed';

/** What the tags read of an order. */
export interface ReadyByOrder {
  status: string;
  service_speed: ServiceSpeed;
  ready_by: string | null;
}

/** Why an order is flagged, for the tag's title and screen readers. */
export const AT_RISK_WHY = `Due within ${AT_RISK_HOURS} hours and not yet being packed`;

/** The order's tags; `now` is injectable for tests. */
export function ReadyByTags({ order, now = new Date() }: { order: ReadyByOrder; now?: Date }) {
  const risky = isAtRisk(order, now);
  if (!order.ready_by && order.service_speed === 'standard') return null;
  return (
    <Tags data-ui="ready-by">
      {order.service_speed === 'express' && <Express title={SERVICE_SPEED_NAMES.express}>Express</Express>}
      {order.ready_by && <span>Ready by {formatReadyBy(order.ready_by)}</span>}
      {risky && (
        <Risk title={AT_RISK_WHY}>
          At risk<Hidden>: {AT_RISK_WHY.toLowerCase()}</Hidden>
        </Risk>
      )}
    </Tags>
  );
}

/** Whether the order is flagged at `now` (the board outlines its card). */
export const orderAtRisk = (order: ReadyByOrder, now: Date = new Date()) => isAtRisk(order, now);

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Express = styled(Tag)`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const Risk = styled(Tag)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
