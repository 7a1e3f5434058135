import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { paths } from '@/lib/paths';
import { profileQueryAtom } from '../features/profile/api/get-profile';
import { updateProfileMutationAtom } from '../features/profile/api/update-profile';
import { ProfileForm } from '../features/profile/components/profile-form';
import { Card } from '@/design-system/Card/Card';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/profile: change name and email, then back to the dashboard. */
export function ProfileRoute(_props: RouteProps) {
  useDocumentTitle('Profile');
  const profile = useAtomValue(profileQueryAtom);
  const update = useAtomValue(updateProfileMutationAtom);
  return (
    <>
      <PageHeader title="Profile" actions={<Link to={paths.app.changePassword}>Change password</Link>} />
      <Card width="form">
        <QueryView query={profile} loadingLabel="Loading your profile" errorTitle="We could not load your profile.">
          {(data) => (
            <ProfileForm
              profile={data}
              onSave={(input) => update.mutateAsync(input)}
              onSaved={() => {
                toast.success('Success');
                void navigate(paths.app.dashboard);
              }}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}
