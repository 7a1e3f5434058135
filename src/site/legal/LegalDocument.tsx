import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';
import { theme } from '@/design-system/tokens';

/** A numbered section of a legal page. */
export interface LegalSection {
  title: string;
  /** The section's body: paragraphs or a list of terms. */
  body: React.ReactNode;
}

const Document = styled.div`
  padding: ${theme.space[12]} 0 ${theme.space[20]};
`;

/*
 * 1. Sections are numbered by the list itself, and the number is shown beside each heading.
 */
const Sections = styled.ol`
  display: grid;
  gap: ${theme.space[10]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: section;

  & > li {
    counter-increment: section; /* [1] */
  }

  h2 {
    display: flex;
    gap: ${theme.space[3]};
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes['2xl']};

    &::before {
      content: counter(section) '.'; /* [1] */
      color: ${theme.colors.primary};
    }
  }

  p,
  li li {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: ${theme.space[5]};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${theme.space[10]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: ${theme.space[1]} solid ${theme.colors.accent};
  background: ${theme.colors.accentSoft};
  font-weight: ${theme.fontWeights.semibold};
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
