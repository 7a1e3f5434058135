import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import { paths } from '@/lib/paths';
import { Icon, isIconName } from '@/site/common/icon';
import type { ServiceCard } from './home-content';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';

const Card = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease-out,
    transform ${({ theme }) => theme.durations.normal} ease-out;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }

  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const CardIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Under a service's words: its prices on /pricing. */
const PricesLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  text-align: center;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The home page's grid of the six services. */
export function ServicesGrid({ title, text, services }: { title: string; text: string; services: readonly ServiceCard[] }) {
  return (
    <Section title={title} intro={text} eyebrow="Services" width="wide">
      <CardGrid>
        {services.map((service) => (
          <Card key={service.title}>
            <CardIcon>{isIconName(service.icon) && <Icon name={service.icon} />}</CardIcon>
            <h3>{service.title}</h3>
            <p>{service.text}</p>
            <PricesLink to={paths.pricingCategory(service.prices)}>{service.title} prices</PricesLink>
          </Card>
        ))}
      </CardGrid>
      <More>
        <Link to={paths.services}>Learn more about our services</Link>
      </More>
    </Section>
  );
}
