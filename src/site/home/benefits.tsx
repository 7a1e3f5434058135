import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { Icon, isIconName } from '@/site/common/icon';
import { VisuallyHidden } from '@/site/common/visually-hidden';
import type { IconText } from './home-content';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Benefit = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accent};
  }

  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
  }

  span {
    color: ${({ theme }) => theme.colors.primarySoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
