import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { ListSkeleton } from '@tessera/ui-kit';
import { HeadIconPicker, HeadIconUpload, ProfileForm, useHeadIcon, usePersonalInfo } from '../features/selfService';
import '../member.css';

/** /m/member/profile: the member's personal info (spec §7 "personal info (info, nickname)"): nickname and head icon (chosen, or a picture of one's own). */
export default function ProfilePage() {
  const t = useT('member');
  const info = usePersonalInfo();
  const icons = useHeadIcon();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.profile')}</PageTitle>
      <QueryView query={icons} skeleton={<ListSkeleton rows={1} label={t('common.loading')} />}>
        {(d) => <HeadIconPicker data={d} />}
      </QueryView>
      <HeadIconUpload />
      <QueryView query={info} skeleton={<ListSkeleton rows={4} icon={false} label={t('common.loading')} />}>
        {(d) => <ProfileForm info={d} />}
      </QueryView>
    </div>
  );
}
