import styled from 'styled-components';
import { controlBox, type FieldState } from '../Field/Field.styles';

/*
 * 1. The text box of a text input, taller and padded on every side for several lines.
 * 2. Only vertical resizing: a wider box would break the form's column.
 */
export const TextAreaControl = styled.textarea<{ $state: FieldState }>`
  ${controlBox}
  min-height: ${({ theme }) => theme.space[24]}; /* [1] */
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`}; /* [1] */
  resize: vertical; /* [2] */
`;
