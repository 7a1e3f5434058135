import styled from 'styled-components';

/** The form's fields, one under another. */
export const DialogFormFields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
