import * as React from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { CheckboxField, FormError, FormStack, TextInputField } from '@/lib/form/fields';
import { formatPhone } from '@laundry-accra/domain/format';
import { submitWith } from '@/lib/form/submit';
import type { Profile } from '../api/get-profile';
import { updateProfileInputSchema, type UpdateProfileInput } from '../api/update-profile';
import { UserAvatar } from './user-avatar';

export interface ProfileFormProps {
  profile: Profile;
  onSave: (input: UpdateProfileInput) => Promise<unknown>;
  onSaved: () => void;
}

/** What the form edits. */
interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  sms_notifications: boolean;
  marketing_emails: boolean;
}

/**
 * The avatar and the profile form, 'Save Profile': name and email, the phone SMS go to (a Ghana
 * mobile number, optional) and the two notification choices.
 */
export function ProfileForm({ profile, onSave, onSaved }: ProfileFormProps) {
  const initialValues: ProfileValues = {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : '',
    sms_notifications: profile.sms_notifications ?? true,
    marketing_emails: profile.marketing_emails ?? true,
  };
  const onSubmit = async (values: ProfileValues) => {
    // The API takes the stored user merged with the form (SPEC §7).
    const errors = await submitWith(updateProfileInputSchema, values, (valid) => onSave({ ...profile, ...valid }));
    if (!errors) onSaved();
    return errors;
  };
  return (
    <>
      <Identity>
        <UserAvatar name={profile.name} size={64} />
        <Who>
          <Name>{profile.name}</Name>
          {/* A long address ends in '…' on a phone (in full on hover and in the field below), never cut mid-word. */}
          <Email title={profile.email}>{profile.email}</Email>
          {profile.phone && <Phone>{formatPhone(profile.phone)}</Phone>}
        </Who>
      </Identity>
      {/*
        The stored profile shows at once and /users/me answers in the background (get-profile.ts):
        its answer renews the form's starting values, and what the customer has already changed stays.
      */}
      <Form onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Profile">
            <FormStack>
              <FormError />
              <TextInputField name="name" label="Name" autoComplete="name" />
              <TextInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <TextInputField
                name="phone"
                label="Mobile number (optional)"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="024 123 4567"
                hint="We text you at each step of your order."
              />
              <Choices>
                <Legend>Messages we send you</Legend>
                <CheckboxField name="sms_notifications" label="Text me when my order moves (SMS)" />
                <CheckboxField name="marketing_emails" label="Email me reminders and offers" />
                <Hint>Receipts and updates on your orders are always emailed.</Hint>
              </Choices>
              <div>
                <Button type="submit" loading={submitting}>
                  Save Profile
                </Button>
              </div>
            </FormStack>
          </form>
        )}
      </Form>
    </>
  );
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  border: 0;
  margin: 0;
  padding: 0;
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/*
 * 1. The name and email shrink beside the avatar instead of pushing the row wider than the screen.
 */
const Who = styled.div`
  min-width: 0; /* [1] */
`;

const Phone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Email = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
