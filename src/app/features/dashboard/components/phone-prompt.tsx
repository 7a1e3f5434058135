import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { Card } from '@/design-system/Card/Card';
import { Heading } from '@/design-system/Heading/Heading';
import { paths } from '@/lib/paths';

/** The key under which a customer's "Not now" is kept, per account, on this device. */
export const phonePromptKey = (userId: string) => `phonePromptDismissed:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(phonePromptKey(userId)) !== null;
  } catch {
    // Storage refused (a privacy mode): ask, and forget the answer with the page.
    return false;
  }
}

function rememberDismissed(userId: string): void {
  try {
    window.localStorage.setItem(phonePromptKey(userId), new Date().toISOString());
  } catch {
    // As above: the card goes for this visit only.
  }
}

export interface PhonePromptProps {
  /** The signed-in customer; the card shows only once the server has said they gave no phone (null). */
  profile: { id: string; phone?: string | null } | undefined;
}

/**
 * Asks a customer who gave no mobile number for one, once: order texts (on by default) need it.
 * "Not now" is remembered on the device for that account, and the card goes for good once a
 * number is saved. A stored user from before phones (phone undefined) is not asked until
 * /users/me has answered.
 */
export function PhonePrompt({ profile }: PhonePromptProps) {
  const userId = profile?.id;
  // Read in the first render: the signed-in app is drawn in the browser only (its page's HTML is
  // the loading state), so storage is there. Read in an effect, the card came a frame after the
  // screen and pushed everything below it down (the dashboard's layout shift).
  const [dismissedBy, setDismissedBy] = React.useState<Record<string, boolean>>({});
  const dismissed = userId ? (dismissedBy[userId] ?? readDismissed(userId)) : true;

  if (!userId || profile?.phone !== null || dismissed) return null;
  const dismiss = () => {
    rememberDismissed(userId);
    setDismissedBy((known) => ({ ...known, [userId]: true }));
  };
  return (
    <Prompt aria-labelledby="phone-prompt">
      <Heading level={2} id="phone-prompt">
        Get a text when your order moves
      </Heading>
      <Text>
        Add your mobile number and we will text you when we pick up your laundry, when it is ready and when it is on its
        way. We use it for your orders only.
      </Text>
      <ButtonRow>
        <Button as={Link} to={paths.app.profile} size="sm" data-prefetch="intent">
          Add my number
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={dismiss}>
          Not now
        </Button>
      </ButtonRow>
    </Prompt>
  );
}

const Prompt = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
