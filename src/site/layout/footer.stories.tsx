import type { Meta, StoryObj } from '@storybook/react';
import type { SiteFacts } from '@/site/site-facts';
import { Footer } from './footer';

/**
 * The business's facts as content/site.yaml has them (the site reads them with GraphQL, which a
 * story does not have). Footer.test.tsx checks this copy against the file.
 */
const facts: SiteFacts = {
  name: 'Adom Laundry & Dry Cleaning',
  shortName: 'Adom Laundry',
  tagline: 'Careful laundry and dry cleaning in Accra, collected and delivered.',
  meaning: 'Adom means grace in Twi. We named the business for the care we put into every garment.',
  phone: '+233 30 290 1234',
  phoneHref: 'tel:+233302901234',
  whatsapp: '+233 24 290 1234',
  email: 'hello@adomlaundry.com.gh',
  foundingYear: 2023,
  hours: [
    { days: 'Mondays to Fridays', time: '7:00 AM - 7:00 PM' },
    { days: 'Saturdays', time: '8:00 AM - 6:00 PM' },
  ],
  branches: [
    {
      name: 'East Legon',
      street: 'Nii Sai Rd',
      locality: 'East Legon',
      city: 'Accra',
      label: 'Nii Sai Rd, Accra',
      latitude: 5.6362,
      longitude: -0.1568,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Nii+Sai+Rd%2C+East+Legon%2C+Accra',
    },
    {
      name: 'Osu',
      street: 'La Crescent',
      locality: 'Osu',
      city: 'Accra',
      label: 'Osu La Crescent, Accra',
      latitude: 5.5571,
      longitude: -0.1823,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=La+Crescent%2C+Osu%2C+Accra',
    },
  ],
  socials: [
    { name: 'Twitter', url: 'https://twitter.com/adomlaundry' },
    { name: 'Facebook', url: 'https://www.facebook.com/adomlaundry' },
    { name: 'Instagram', url: 'https://www.instagram.com/adomlaundry' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/adomlaundry' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@adomlaundry' },
  ],
};

const meta = {
  title: 'Site/Layout/Footer',
  component: Footer,
  args: { facts, siteUrl: 'https://adomlaundry.com.gh' },
  argTypes: { facts: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every public page ends with it: pages, branches, phone, hours, socials and the copyright line. */
export const Default: Story = {};
