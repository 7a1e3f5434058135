import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';

/** A field of a site form: what it posts and how it is labelled. */
export interface FieldSpec {
  /** The name the form posts (first_name, email, ...). */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  /** A message box instead of a one-line field. */
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** The fields row by row: two in a row sit side by side on wide screens. */
export type FieldRows = readonly (readonly FieldSpec[])[];

export const FormElement = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  &[hidden] {
    display: none;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The inside of a site form, drawn the same whether its fields are the plain first render or the
 * react-final-form ones that replace them (see EmailFormOnDemand): rows of fields, a note, submit.
 */
export function FormBody({
  rows,
  renderField,
  note,
  submitLabel,
}: {
  rows: FieldRows;
  renderField: (field: FieldSpec) => React.ReactNode;
  note: React.ReactNode;
  submitLabel: string;
}) {
  return (
    <>
      {rows.map((row) =>
        row.length === 1 ? (
          <React.Fragment key={row[0].name}>{renderField(row[0])}</React.Fragment>
        ) : (
          <Pair key={row.map((field) => field.name).join('-')}>
            {row.map((field) => (
              <React.Fragment key={field.name}>{renderField(field)}</React.Fragment>
            ))}
          </Pair>
        ),
      )}
      <Note>{note}</Note>
      <div>
        <Button type="submit" size="lg">
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
