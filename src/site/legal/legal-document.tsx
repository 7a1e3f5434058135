import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';

/** A numbered section of a legal page. */
export interface LegalSection {
  title: string;
  /** The section's body: paragraphs or a list of terms. */
  body: React.ReactNode;
}

const Document = styled.div`
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[20]};
`;

/*
 * 1. Sections are numbered by the list itself, and the number is shown beside each heading.
 */
const Sections = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: section;

  & > li {
    counter-increment: section; /* [1] */
  }

  h2 {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};

    &::before {
      content: counter(section) '.'; /* [1] */
      color: ${({ theme }) => theme.colors.primary};
    }
  }

  p,
  li li {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The body of the Terms and Privacy pages: an optional 'last updated' line, then numbered sections. */
export function LegalDocument({ sections, updated }: { sections: readonly LegalSection[]; updated?: React.ReactNode }) {
  return (
    <Container width="narrow">
      <Document>
        {updated && <Updated>{updated}</Updated>}
        <Sections>
          {sections.map((section) => (
            <li key={section.title}>
              <h2>{section.title}</h2>
              {section.body}
            </li>
          ))}
        </Sections>
      </Document>
    </Container>
  );
}
