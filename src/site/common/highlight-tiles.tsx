import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';
import { Icon, isIconName } from './icon';

/** A promise shown as a tile (content/highlights.yaml). */
export interface Highlight {
  icon: string;
  title: string;
  text: string;
}

/*
 * 1. The tiles overlap the bottom of the hero above them, tying the two together.
 */
const Tiles = styled.ul`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: -${({ theme }) => theme.space[10]} 0 0; /* [1] */
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h2 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const TileIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The four promise tiles under a page's hero (About, Services, Contact). */
export function HighlightTiles({ highlights }: { highlights: readonly Highlight[] }) {
  return (
    <Container>
      <Tiles aria-label="Why customers choose us">
        {highlights.map((highlight) => (
          <Tile key={highlight.title}>
            <TileIcon>{isIconName(highlight.icon) && <Icon name={highlight.icon} />}</TileIcon>
            <h2>{highlight.title}</h2>
            <p>{highlight.text}</p>
          </Tile>
        ))}
      </Tiles>
    </Container>
  );
}
