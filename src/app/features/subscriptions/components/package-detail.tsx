import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { formatMoney } from '@laundry-accra/domain/format';
import { Card } from '@/design-system/Card/Card';
import { packageDescriptionLines, packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import type { PackageDto } from '@laundry-accra/domain/schemas/catalogue';


export interface PackageDetailProps {
  pkg: PackageDto;
  onSubscribe: () => void;
  subscribing: boolean;
}

/** The add-subscription page: the package's name, price, description lines and Subscribe. */
export function PackageDetail({ pkg, onSubscribe, subscribing }: PackageDetailProps) {
  const lines = packageDescriptionLines(pkg.description);
  return (
    <Card aria-labelledby="package-name">
      <PackageName id="package-name">{pkg.name}</PackageName>
      <Price>
        {formatMoney(pkg.price)}
        <span>{packagePriceSuffix(pkg.name)}</span>
      </Price>
      {lines.length > 0 && (
        <Lines>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Lines>
      )}
      <Button onClick={onSubscribe} loading={subscribing}>
        Subscribe
      </Button>
    </Card>
  );
}

const PackageName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding-left: ${({ theme }) => theme.space[6]};
  li {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;
