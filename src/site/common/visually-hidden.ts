import styled from 'styled-components';
import { visuallyHidden } from '@/design-system/visuallyHidden';

/** Text for screen readers only (e.g. which branch a 'View on map' link opens). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
