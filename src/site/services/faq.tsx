import * as React from 'react';
import { Accordion } from '@/design-system/Accordion/Accordion';
import { Section } from '@/design-system/Section/Section';

/** An FAQ item (SPEC §3: id, question, answer). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** The Services page's questions and answers: one open at a time. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const entries = React.useMemo(
    () => items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> })),
    [items],
  );
  return (
    // id: /faq leads here (SITE_REDIRECTS).
    <Section id="faq" title="Frequently asked questions" eyebrow="FAQ" tone="muted" width="narrow">
      <Accordion items={entries} />
    </Section>
  );
}
