import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { paths } from '@/lib/paths';
import { Icon, isIconName } from '../common/Icon';
import type { IconText } from './home-content';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';
import { theme } from '@/design-system/tokens';

const Card = styled.li`
  padding: ${theme.space[6]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  transition:
    box-shadow ${theme.durations.normal} ease-out,
    transform ${theme.durations.normal} ease-out;

  &:hover {
    box-shadow: ${theme.shadows.md};
    transform: translateY(-2px);
  }

  h3 {
    margin: ${theme.space[4]} 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

const CardIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const More = styled.p`
  margin: ${theme.space[8]} 0 0;
  text-align: center;

  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** The home page's grid of the six services. */
export function ServicesGrid({ title, text, services }: { title: string; text: string; services: readonly IconText[] }) {
  return (
    <Section title={title} intro={text} eyebrow="Services" width="wide">
      <CardGrid>
        {services.map((service) => (
          <Card key={service.title}>
            <CardIcon>{isIconName(service.icon) && <Icon name={service.icon} />}</CardIcon>
            <h3>{service.title}</h3>
            <p>{service.text}</p>
          </Card>
        ))}
      </CardGrid>
      <More>
        <Link to={paths.services}>Learn more about our services</Link>
      </More>
    </Section>
  );
}
