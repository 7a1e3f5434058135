import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { Icon, isIconName } from '@/site/common/icon';
import type { IconText } from './home-content';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/*
 * 1. The step number is drawn from a CSS counter: the ordered list already says it to screen readers.
 */
const Step = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
  counter-increment: step;

  &::before {
    content: counter(step); /* [1] */
    position: absolute;
    top: -${({ theme }) => theme.space[4]};
    left: ${({ theme }) => theme.space[6]};
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }

  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The three-step band: drop-off or pickup, wash dry and iron, pickup or delivery. */
export function HowItWorks({ title, text, steps }: { title: string; text: string; steps: readonly IconText[] }) {
  return (
    <Section title={title} intro={text} eyebrow="Simple as 1, 2, 3" tone="brand" width="wide">
      <Steps>
        {steps.map((step) => (
          <Step key={step.title}>
            {isIconName(step.icon) && <Icon name={step.icon} size={32} />}
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
