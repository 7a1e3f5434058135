import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { TextField, type TextFieldProps } from '@/design-system/TextField/TextField';
import { ApiError } from '@/lib/api-client';

interface OrderLineFieldProps<T> {
  /** The form's name for assistive technology ('Record weight of Something Light'). */
  name: string;
  label: string;
  hint: string;
  button: string;
  initial: string;
  /** The value as the API takes it, or undefined when the typed text is not one. */
  read: (text: string) => T | undefined;
  /** What the field says when the value is refused, here or by the API (400). */
  refusal: string;
  /** Sends the value; `onError` is the mutation's own. */
  send: (value: T, onError: (failure: unknown) => void) => void;
  pending: boolean;
  input?: Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'value' | 'onChange'>;
}

/**
 * One line of an order measured, weighed or priced at the counter: a field and its button, sent
 * with the version the screen showed. The answer replaces the order, so the form is drawn again
 * (its key holds the version) with the new figures.
 */
export function OrderLineField<T>({ name, label, hint, button, initial, read, refusal, send, pending, input }: OrderLineFieldProps<T>) {
  const [text, setText] = React.useState(initial);
  const [error, setError] = React.useState<string>();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = text.trim() ? read(text) : undefined;
    if (value === undefined) {
      setError(refusal);
      return;
    }
    setError(undefined);
    send(value, (failure) => {
      if (failure instanceof ApiError && failure.status === 400) setError(refusal);
    });
  };
  return (
    <Form onSubmit={onSubmit} aria-label={name} noValidate>
      <TextField {...input} label={label} hint={hint} error={error} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" loading={pending}>
        {button}
      </Button>
    </Form>
  );
}

/** The section that holds an order's line forms, below the order's lines. */
export const OrderLinesSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  & > [data-ui='text-field'] {
    flex: 1 1 12rem;
  }
`;
