import { ITEM_CATEGORIES } from '@laundry-accra/domain/catalogue';
import { normaliseGhanaMobile } from '@laundry-accra/domain/rules';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from './content';

/** The counts and facts SPEC §9 fixes, checked against the content the pages are built from. */
describe('site content', () => {
  it('has 13 FAQs, 9 terms sections and 10 privacy sections', () => {
    expect(readContent<unknown[]>('faq')).toHaveLength(13);
    expect(readContent<unknown[]>('terms')).toHaveLength(9);
    expect(readContent<unknown[]>('privacy')).toHaveLength(10);
  });

  it('numbers the FAQs, terms and privacy sections 1, 2, 3, … in the order the pages sort them', () => {
    for (const name of ['faq', 'terms', 'privacy']) {
      const ids = readContent<{ id: number }[]>(name).map((entry) => entry.id);
      expect(ids).toEqual(ids.map((_, index) => index + 1));
    }
  });

  it('says services are not for under-16s, complaints within 24 hours, refunds to the original method, Ghanaian law', () => {
    const privacy = JSON.stringify(readContent('privacy'));
    const terms = JSON.stringify(readContent('terms'));
    expect(privacy).toMatch(/not intended for children under 16/);
    expect(terms).toMatch(/within 24 hours of delivery/);
    expect(terms).toMatch(/original payment method/);
    expect(terms).toMatch(/due on delivery, by cash or card/);
    expect(terms).toMatch(/laws of the Republic of Ghana/);
  });

  it('keeps the business facts in one file', () => {
    const facts = readContent<SiteFacts>('site');
    expect(facts.branches.map((branch) => branch.label)).toEqual(['Nii Sai Rd, Accra', 'Osu La Crescent, Accra']);
    // The hours are the branches' (decision 046), added as the build adds them.
    expect(facts.hours).toEqual([
      { days: 'Mondays to Fridays', time: '7:00 AM - 7:00 PM' },
      { days: 'Saturdays', time: '8:00 AM - 6:00 PM' },
    ]);
    expect(facts.socials.map((social) => social.name)).toEqual(['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'TikTok']);
  });

  it('gives WhatsApp a Ghana mobile number (WhatsApp cannot reach the landline)', () => {
    const { whatsapp } = readContent<SiteFacts>('site');
    expect(normaliseGhanaMobile(whatsapp ?? '')).toBeDefined();
  });

  it('has six service blocks that alternate sides, with four described pictures each', () => {
    const { blocks } = readContent<{ blocks: { name: string; flex_reverse: boolean; imagesList: { alt: string }[] }[] }>('services');
    expect(blocks.map((block) => block.name)).toEqual(['Laundry', 'Dry Cleaning', 'Ironing', 'Folding', 'Carpet Cleaning', 'Sneaker Cleaning']);
    expect(blocks.map((block) => block.flex_reverse)).toEqual([false, true, false, true, false, true]);
    for (const block of blocks) {
      expect(block.imagesList).toHaveLength(4);
      for (const image of block.imagesList) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it("links every service of the home page and /services to a category of the price list, and every category from the home page", () => {
    const { blocks } = readContent<{ blocks: { prices: string }[] }>('services');
    const home = readContent<{ services: { list: { prices: string }[] } }>('home').services.list;
    for (const { prices } of [...blocks, ...home]) expect(ITEM_CATEGORIES).toContain(prices);
    expect(new Set(home.map((service) => service.prices))).toEqual(new Set(ITEM_CATEGORIES));
  });

  it('contains no placeholder text', () => {
    for (const name of ['site', 'home', 'contact', 'services', 'faq', 'terms', 'privacy', 'highlights']) {
      expect(JSON.stringify(readContent(name))).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });
});
