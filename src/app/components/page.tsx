/**
 * The building blocks every app screen is laid out with: a title row with its actions, cards,
 * row lists and the empty-list message. Mobile first: rows stack on a phone and spread out on
 * wider screens.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';

export interface PageHeaderProps {
  title: React.ReactNode;
  /** Buttons or links beside the title (wrap under it on a phone). */
  actions?: React.ReactNode;
}

/** The screen's h1 and its main actions. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <HeaderRow>
      <PageTitle>{title}</PageTitle>
      {actions && <Actions>{actions}</Actions>}
    </HeaderRow>
  );
}

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A white panel with a border: a form, a detail, a list. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** A card that holds a form, kept to a readable width. */
export const FormCard = styled(Card)`
  max-width: 560px;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** A list of rows, each a card-like line. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Row = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The main text of a row, taking the free space. */
export const RowMain = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A row's main link; its hit area covers the whole row, which is easier to tap on a phone. */
export const RowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const RowTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;

/** The message of an empty list ('YOUR BASKET IS EMPTY.'). */
export const EmptyMessage = styled.p`
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0;
`;

/** Label and value pairs of a detail screen. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
