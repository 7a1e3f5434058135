import styled from 'styled-components';
import { controlBox, type FieldState } from '../Field/Field.styles';

/*
 * 1. iOS Safari centres the value of a date input; align it left like every other field.
 */
export const TextFieldInput = styled.input<{ $state: FieldState }>`
  ${controlBox}

  &::-webkit-date-and-time-value {
    text-align: left; /* [1] */
  }
`;
