import * as React from 'react';
import { Container, type ContainerWidth } from '../Container/Container';
import {
  SectionEyebrow,
  SectionHeader,
  SectionIntro,
  SectionRoot,
  SectionTitle,
  type SectionTone,
} from './Section.styles';

export type { SectionTone };

export interface SectionProps extends Omit<React.HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (an h2); it also names the section for assistive technology. */
  title?: React.ReactNode;
  /** A short word above the heading. */
  eyebrow?: React.ReactNode;
  /** One or two sentences under the heading. */
  intro?: React.ReactNode;
  /** Background tone. */
  tone?: SectionTone;
  /** Heading alignment. */
  align?: 'start' | 'center';
  /** Width of the inner container. */
  width?: ContainerWidth;
  /** Less vertical space, for strips such as the benefits band. */
  compact?: boolean;
}

/** A full-width band of a page: background tone, vertical rhythm, optional heading, centred content. */
export const Section = React.forwardRef<HTMLElement, SectionProps>(function Section(
  { title, eyebrow, intro, tone = 'plain', align = 'center', width = 'regular', compact = false, children, ...rest },
  ref,
) {
  const headingId = React.useId();
  const onBrand = tone === 'brand';
  return (
    <SectionRoot
      ref={ref}
      data-ui="section"
      aria-labelledby={title ? headingId : undefined}
      $tone={tone}
      $compact={compact}
      {...rest}
    >
      <Container width={width}>
        {title && (
          <SectionHeader $align={align}>
            {eyebrow && <SectionEyebrow $onBrand={onBrand}>{eyebrow}</SectionEyebrow>}
            <SectionTitle id={headingId}>{title}</SectionTitle>
            {intro && <SectionIntro $onBrand={onBrand}>{intro}</SectionIntro>}
          </SectionHeader>
        )}
        {children}
      </Container>
    </SectionRoot>
  );
});
Section.displayName = 'Section';
