/**
 * A second, quieter line inside a table cell (a customer's phone under their name, an item's
 * category under the item): folding columns into lines keeps a table inside a counter tablet's
 * width instead of hiding its last columns off to the side.
 */
import styled from 'styled-components';

export const CellLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
