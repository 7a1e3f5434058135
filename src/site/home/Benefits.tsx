import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { Icon, isIconName } from '../common/Icon';
import { VisuallyHidden } from '../common/VisuallyHidden';
import type { IconText } from './home-content';
import { theme } from '@/design-system/tokens';

const List = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Benefit = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  ${theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space[4]};
  }

  svg {
    flex-shrink: 0;
    color: ${theme.colors.accent};
  }

  strong {
    display: block;
    font-family: ${theme.fonts.heading};
  }

  span {
    color: ${theme.colors.primarySoft};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The strip of promises under the home hero. */
export function Benefits({ benefits }: { benefits: readonly IconText[] }) {
  return (
    <Section tone="brand" compact aria-label="Our promises" width="wide">
      <VisuallyHidden as="h2">Our promises</VisuallyHidden>
      <List>
        {benefits.map((benefit) => (
          <Benefit key={benefit.title}>
            {isIconName(benefit.icon) && <Icon name={benefit.icon} size={36} />}
            <div>
              <strong>{benefit.title}</strong>
              <span>{benefit.text}</span>
            </div>
          </Benefit>
        ))}
      </List>
    </Section>
  );
}
