import fs from 'node:fs';
import path from 'node:path';
import { branchesAddressPhrase, withFacts } from './fact-text';
import type { SiteFacts } from './site-facts';
import { readContent } from './testing/content';

const facts = readContent<SiteFacts>('site');

describe('withFacts', () => {
  it("writes the branches' opening hours, and the branches, phone and email of site.yaml into prose", () => {
    expect(withFacts('Both branches are open {openingHours}.', facts)).toBe(
      'Both branches are open on Mondays to Fridays from 7:00 AM to 7:00 PM, and on Saturdays from 8:00 AM to 6:00 PM.',
    );
    expect(withFacts('Our branches in {branches}.', facts)).toBe('Our branches in East Legon (Nii Sai Rd) and Osu (La Crescent).');
    expect(withFacts('Call {phone} or write to {email}.', facts)).toBe(`Call ${facts.phone} or write to ${facts.email}.`);
  });

  it('follows a change of hours', () => {
    const sundays = { ...facts, hours: [{ days: 'Sundays', time: '10:00AM - 2:00 PM' }] };
    expect(withFacts('Open {openingHours}.', sundays)).toBe('Open on Sundays from 10:00AM to 2:00 PM.');
  });

  it('refuses an unknown token rather than showing braces to customers', () => {
    expect(() => withFacts('Open {hours}.', facts)).toThrow(/Unknown fact \{hours\}/);
  });

  it('leaves text without tokens as it is', () => {
    expect(withFacts('Same-Day Express in 24 hours.', facts)).toBe('Same-Day Express in 24 hours.');
  });
});

it('says where both branches are in one phrase', () => {
  expect(branchesAddressPhrase(facts)).toBe('Nii Sai Rd, East Legon or La Crescent, Osu, Accra');
});

it('every token in the content files is one withFacts knows', () => {
  const names = fs.readdirSync(path.resolve(__dirname, '../../content')).filter((file) => file.endsWith('.yaml') && file !== 'site.yaml');
  expect(names).toContain('faq.yaml');
  for (const name of names) {
    expect(() => withFacts(JSON.stringify(readContent(name.replace(/\.yaml$/, ''))), facts)).not.toThrow();
  }
});
