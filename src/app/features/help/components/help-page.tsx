import * as React from 'react';
import styled from 'styled-components';
import { WhatsAppButton } from '@/site/common/whatsapp-button';
import { HELP_INTRO, HELP_SECTIONS, sectionAnchor } from '../help-content';
import { useActiveSection } from '../use-active-section';

const ANCHORS = HELP_SECTIONS.map((section) => sectionAnchor(section.title));

export interface HelpPageProps {
  /** The business's WhatsApp number (content/site.yaml); without one the page offers no chat. */
  whatsapp?: string | null;
  /** Who the chat greets. */
  businessName?: string;
}

/**
 * The help page: intro, a WhatsApp chat for what the page does not answer, a table of contents, the five sections, and a sticky list of the sections
 * (a bar of chips under the top bar on phones, a side column from desktop width). Both lists mark
 * the section being read.
 */
export function HelpPage({ whatsapp, businessName = 'Adom Laundry' }: HelpPageProps) {
  const active = useActiveSection(ANCHORS);
  const sideListRef = React.useRef<HTMLUListElement>(null);

  // On phones the sticky bar scrolls sideways: keep the current chip in view.
  React.useEffect(() => {
    const list = sideListRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [active]);

  return (
    <Layout>
      <Article>
        <h1>Help</h1>
        <p>{HELP_INTRO}</p>
        {whatsapp && (
          <Ask>
            <span>A question this page does not answer? Ask us on WhatsApp.</span>
            <WhatsAppButton number={whatsapp} message={`Hello ${businessName}, I'm on the Help page of the app and I have a question.`} />
          </Ask>
        )}
        <Contents aria-labelledby="help-contents-title">
          <h2 id="help-contents-title">Contents</h2>
          <ol>
            {ANCHORS.map((anchor, index) => (
              <li key={anchor}>
                <ContentsLink
                  href={`#${anchor}`}
                  aria-current={anchor === active ? 'location' : undefined}
                  $active={anchor === active}
                >
                  {HELP_SECTIONS[index].title}
                </ContentsLink>
              </li>
            ))}
          </ol>
        </Contents>
        {HELP_SECTIONS.map((section) => (
          <Section
            key={section.title}
            id={sectionAnchor(section.title)}
            aria-labelledby={`${sectionAnchor(section.title)}-title`}
          >
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
        <ul ref={sideListRef}>
          {ANCHORS.map((anchor, index) => (
            <li key={anchor}>
              <SideLink
                href={`#${anchor}`}
                aria-current={anchor === active ? 'location' : undefined}
                $active={anchor === active}
              >
                {HELP_SECTIONS[index].title}
              </SideLink>
            </li>
          ))}
        </ul>
      </SideList>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  /* minmax(0, …): the chip bar scrolls inside the column instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[8]};
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

const Ask = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
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

const ContentsLink = styled.a<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : 'inherit')};
  font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const Section = styled.section`
  /* Anchored jumps land below the sticky top bar (and, on phones, the bar of chips under it). */
  scroll-margin-top: calc(${({ theme }) => theme.sizes.topBar} + 72px);
  ${({ theme }) => theme.media.lg} {
    scroll-margin-top: ${({ theme }) => theme.space[20]};
  }
  margin-bottom: ${({ theme }) => theme.space[10]};
`;

/*
 * Phones: a bar of chips that sticks under the top bar, first in the grid so it sits above
 * the article. Desktop: a column beside the article that sticks while it scrolls.
 */
const SideList = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.sizes.topBar};
  z-index: 1;
  order: -1;
  margin: 0 -${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    scrollbar-width: none;
  }
  li {
    flex: none;
  }
  ${({ theme }) => theme.media.md} {
    margin: 0 -${({ theme }) => theme.space[8]};
    ul {
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[8]};
    }
  }
  ${({ theme }) => theme.media.lg} {
    order: 0;
    top: ${({ theme }) => theme.space[20]};
    align-self: start;
    margin: 0;
    background: none;
    border-bottom: 0;
    ul {
      display: block;
      overflow: visible;
      padding: 0;
      border-left: 2px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const SideLink = styled.a<{ $active: boolean }>`
  display: block;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.9;
  text-decoration: none;
  ${({ theme }) => theme.media.lg} {
    min-height: 0;
    margin-left: -2px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 0;
    border-left: 2px solid
      ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
    border-radius: 0;
    background: none;
    color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.inkMuted)};
    font-size: inherit;
    line-height: inherit;
    font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  }
`;
