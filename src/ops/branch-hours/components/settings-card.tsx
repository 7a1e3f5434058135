/**
 * The parts every branch setting's card on the Hours screen shares (Same-Day Express, pickup and
 * delivery): the card with its title, what the setting does and its form once loaded; the form's
 * problems from the API (per field, or one sentence for the form); and the row of its fields.
 */
import * as React from 'react';
import styled from 'styled-components';
import { Card } from '@/design-system/Card/Card';
import { Heading } from '@/design-system/Heading/Heading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { QueryView, type QueryViewProps } from '@/lib/query-view';

export interface SettingsCardProps<T> extends QueryViewProps<T> {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** What the setting does, in a sentence or two. */
  explain: React.ReactNode;
}

export function SettingsCard<T>({ id, title, explain, ...view }: SettingsCardProps<T>) {
  return (
    <Card aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Explain>{explain}</Explain>
      <QueryView {...view} />
    </Card>
  );
}

/** What the API refused of a save: each field's messages, or one sentence for the whole form. */
export function saveProblems(error: unknown): { fields: Record<string, string>; formProblem?: string } {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return { fields, formProblem: error && !Object.keys(fields).length ? errorMessage(error) : undefined };
}

/**
 * A number field's text as the API is sent it. A blank field is not 0 (which would, say, stop
 * Express): it goes as nothing a number can be, and the API's message says what it needs.
 */
export function fieldNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The form-wide problem above the fields. */
export function FormProblem({ children }: { children?: string }) {
  return children ? <Problem role="alert">{children}</Problem> : null;
}

const Explain = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

/** The setting's fields side by side where they fit, each as tall as it is (a message under one leaves the other alone). */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
