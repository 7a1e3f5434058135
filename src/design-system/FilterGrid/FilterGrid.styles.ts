import styled from 'styled-components';

/*
 * As many filters to a row as fit, each at least a narrow column wide (all five of the Orders
 * filters beside the console's navigation at 1280 px, two on a tablet or phone); a filter that
 * spans `1 / -1` (a search with its button) takes a row of its own.
 * 1. A date input's natural width is wider than a narrow column: let it shrink to the column.
 */
export const FilterGridRoot = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10.5rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};

  input,
  select {
    min-width: 0; /* [1] */
  }
`;
