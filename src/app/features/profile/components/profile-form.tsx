import * as React from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { FormError, FormStack, TextInputField } from '@/app/components/form/fields';
import { submitWith } from '@/app/components/form/submit';
import type { Profile } from '../api/get-profile';
import { updateProfileInputSchema, type UpdateProfileInput } from '../api/update-profile';
import { UserAvatar } from './user-avatar';

export interface ProfileFormProps {
  profile: Profile;
  onSave: (input: UpdateProfileInput) => Promise<unknown>;
  onSaved: () => void;
}

/** The avatar and the name and email form, 'Save Profile'. */
export function ProfileForm({ profile, onSave, onSaved }: ProfileFormProps) {
  const onSubmit = async (values: { name: string; email: string }) => {
    // The API takes the stored user merged with the form (SPEC §7).
    const errors = await submitWith(updateProfileInputSchema, values, (valid) => onSave({ ...profile, ...valid }));
    if (!errors) onSaved();
    return errors;
  };
  return (
    <>
      <Identity>
        <UserAvatar name={profile.name} size={64} />
        <div>
          <Name>{profile.name}</Name>
          <Email>{profile.email}</Email>
        </div>
      </Identity>
      <Form onSubmit={onSubmit} initialValues={{ name: profile.name, email: profile.email }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Profile">
            <FormStack>
              <FormError />
              <TextInputField name="name" label="Name" autoComplete="name" />
              <TextInputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
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

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;
