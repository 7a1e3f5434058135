import styled from 'styled-components';
import { controlBox, type FieldState } from '../Field/Field.styles';

export const SelectWrap = styled.div`
  position: relative;
  display: grid;

  /*
   * 1. The chevron is drawn with two borders so it follows the text colour; it lets clicks through
   *    to the select underneath.
   */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[4]};
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-right: ${({ theme }) => theme.borderWidths.medium} solid
      ${({ theme }) => theme.colors.inkMuted};
    border-bottom: ${({ theme }) => theme.borderWidths.medium} solid
      ${({ theme }) => theme.colors.inkMuted};
    transform: translateY(-75%) rotate(45deg);
    pointer-events: none; /* [1] */
  }
`;

/*
 * 1. Drop the browser's own arrow so every platform shows the same chevron; leave room for it.
 */
export const SelectControl = styled.select<{ $state: FieldState }>`
  ${controlBox}
  appearance: none; /* [1] */
  padding-right: ${({ theme }) => theme.space[10]}; /* [1] */
  cursor: pointer;
`;
