/**
 * The parts of the app's forms that hold no form state, shared by the react-final-form fields
 * (fields.tsx) and the sign-in screens' plain forms (features/auth), which render as static HTML
 * and work before any script has run.
 */
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { TextField, type TextFieldProps } from '@/design-system/TextField/TextField';

export interface PasswordInputProps extends Omit<TextFieldProps, 'type'> {
  label: string;
}

/** A password input with a Show/Hide button (SPEC §2 login). */
export const PasswordInput = React.forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { label, ...rest },
  ref,
) {
  const [visible, setVisible] = React.useState(false);
  return (
    <PasswordWrap>
      <TextField {...rest} ref={ref} type={visible ? 'text' : 'password'} label={label} />
      <ShowButton
        variant="ghost"
        size="sm"
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </ShowButton>
    </PasswordWrap>
  );
});

/** A form-wide message (a server `detail`, a network failure), announced when it appears. */
export function FormErrorMessage({ children }: { children: React.ReactNode }) {
  return (
    <FormErrorBox role="alert" data-ui="form-error">
      {children}
    </FormErrorBox>
  );
}

/** Vertical rhythm of a form's fields and buttons. */
export const FormStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const PasswordWrap = styled.div`
  position: relative;
`;

const ShowButton = styled(Button)`
  position: absolute;
  top: 0;
  right: 0;
`;

const FormErrorBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A group of choices under one name (checkboxes), laid out like the form's other fields. */
export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The group's name, styled as a field's label. */
export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;
