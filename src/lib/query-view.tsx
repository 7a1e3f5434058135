import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { errorMessage } from '@/lib/api-client';

/** The part of a query result this view needs (TanStack Query's QueryObserverResult fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** What is loading, for screen readers: 'Loading your bookings'. */
  loadingLabel: string;
  /** Shown when the request failed: 'We could not load your bookings.' */
  errorTitle: string;
  children: (data: T) => React.ReactNode;
}

/**
 * Every screen's three states in one place: a spinner while the first answer is on its way, a
 * message with 'Try Again' when it failed, and the content once there is data. Data already shown
 * stays on screen while it refreshes in the background.
 */
export function QueryView<T>({ query, loadingLabel, errorTitle, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadError title={errorTitle} error={query.error} onRetry={() => query.refetch()} retrying={query.isRefetching} />;
  }
  return <Loading label={loadingLabel} />;
}

/** A centred spinner for a screen or a panel. */
export function Loading({ label }: { label: string }) {
  return (
    <Centered data-ui="loading">
      <Spinner size="lg" label={label} />
    </Centered>
  );
}

export interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what failed, the server's reason, and a retry. */
export function LoadError({ title, error, onRetry, retrying }: LoadErrorProps) {
  return (
    <ErrorBox role="alert" data-ui="load-error">
      <ErrorTitle>{title}</ErrorTitle>
      <p>{errorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </ErrorBox>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;

const ErrorBox = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};
`;

const ErrorTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
