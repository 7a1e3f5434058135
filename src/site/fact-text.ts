/**
 * Content prose that mentions the business's facts names them with a token instead of retyping
 * them, so the hours and branches stay written once (the branches in content/site.yaml):
 *
 * - `{openingHours}`: 'on Mondays to Fridays from 7:00 AM to 7:00 PM, and on Saturdays from 8:00 AM to 6:00 PM'
 *   (the branches' hours, which the build adds to the facts)
 * - `{branches}`: 'East Legon (Nii Sai Rd) and Osu (La Crescent)'
 * - `{phone}`, `{email}`
 *
 * An unknown token fails the build rather than showing braces to customers.
 */
import type { SiteFacts } from './site-facts';

const WEEKDAY = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b/;

/** 'Mondays to Saturdays', '8:00AM - 6:30 PM' -> 'on Mondays to Saturdays from 8:00AM to 6:30 PM'. */
function hoursPhrase({ days, time }: SiteFacts['hours'][number]): string {
  const [opens, closes] = time.split(/\s+-\s+/);
  const when = WEEKDAY.test(days) ? days : days.toLowerCase();
  return closes ? `on ${when} from ${opens} to ${closes}` : `on ${when} ${time}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listPhrase(parts: string[], last = 'and'): string {
  return parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} ${last} ${parts[parts.length - 1]}`;
}

const TOKENS: Record<string, (facts: SiteFacts) => string> = {
  openingHours: (facts) => facts.hours.map(hoursPhrase).join(', and '),
  branches: (facts) =>
    listPhrase(facts.branches.map((branch) => `${branch.locality} (${branch.street})`)),
  phone: (facts) => facts.phone,
  email: (facts) => facts.email,
};

/** The text with each `{token}` replaced by the fact it names. */
export function withFacts(text: string, facts: SiteFacts): string {
  return text.replace(/\{(\w+)\}/g, (_, token: string) => {
    const fact = TOKENS[token];
    if (!fact)
      throw new Error(
        `Unknown fact {${token}} in "${text.slice(0, 60)}…": use one of ${Object.keys(TOKENS).join(', ')}`,
      );
    return fact(facts);
  });
}

/** 'Nii Sai Rd, East Legon or La Crescent, Osu, Accra': where to find us, in a sentence. */
export function branchesAddressPhrase(facts: SiteFacts): string {
  const city = facts.branches[0]?.city;
  return `${listPhrase(
    facts.branches.map((branch) => `${branch.street}, ${branch.locality}`),
    'or',
  )}${city ? `, ${city}` : ''}`;
}
