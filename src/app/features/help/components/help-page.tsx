import * as React from 'react';
import styled from 'styled-components';
import { HELP_INTRO, HELP_SECTIONS, sectionAnchor } from '../help-content';
import { useActiveSection } from '../use-active-section';

const ANCHORS = HELP_SECTIONS.map((section) => sectionAnchor(section.title));

/**
 * The help page: intro, a table of contents, the five sections, and (from tablet width) a sticky
 * side list that highlights the section being read.
 */
export function HelpPage() {
  const active = useActiveSection(ANCHORS);
  return (
    <Layout>
      <Article>
        <h1>Help</h1>
        <p>{HELP_INTRO}</p>
        <Contents aria-labelledby="help-contents-title">
          <h2 id="help-contents-title">Contents</h2>
          <ol>
            {HELP_SECTIONS.map((section) => (
              <li key={section.title}>
                <a href={`#${sectionAnchor(section.title)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {HELP_SECTIONS.map((section) => (
          <Section key={section.title} id={sectionAnchor(section.title)} aria-labelledby={`${sectionAnchor(section.title)}-title`}>
            <h2 id={`${sectionAnchor(section.title)}-title`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.steps && (
              <ol>
                {section.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
          </Section>
        ))}
      </Article>
      <SideList aria-label="Help sections">
        <ul>
          {HELP_SECTIONS.map((section) => {
            const anchor = sectionAnchor(section.title);
            const current = anchor === active;
            return (
              <li key={anchor}>
                <SideLink href={`#${anchor}`} aria-current={current ? 'location' : undefined} $active={current}>
                  {section.title}
                </SideLink>
              </li>
            );
          })}
        </ul>
      </SideList>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 14rem;
  }
`;

const Article = styled.article`
  max-width: 46rem;
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Section = styled.section`
  /* Anchored jumps land below the sticky top bar. */
  scroll-margin-top: ${({ theme }) => theme.space[20]};
  margin-bottom: ${({ theme }) => theme.space[10]};
`;

const SideList = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.space[20]};
    align-self: start;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const SideLink = styled.a<{ $active: boolean }>`
  display: block;
  margin-left: -2px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.inkMuted)};
  font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-decoration: none;
`;
