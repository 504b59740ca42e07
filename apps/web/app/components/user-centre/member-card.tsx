import { maskPhone } from '@labmall/rules';
import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '../../lib/user';
import { messages } from '../../messages';
import { Icon } from '../frame/icons';

const t = messages.userCentre;

// antd's Modal and Form are heavy: fetch them when the member reaches for the button, not with the page.
const loadDialog = () => import('./nickname-dialog');
const NicknameDialog = lazy(loadDialog);

/** The member's nickname and masked phone at the top of the user-centre menu, with 修改昵称. */
export function MemberCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="lm-member" aria-label={t.memberLabel}>
      <span className="lm-member__avatar">
        <Icon name="user" size={28} />
      </span>
      <p className="lm-member__name">{user.nickname || user.username || t.nicknameFallback}</p>
      <p className="lm-member__phone">
        <span className="lm-sr-only">{t.phoneLabel}</span>
        {maskPhone(user.phone)}
      </p>
      <button
        type="button"
        className="lm-member__edit"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setEditing(true)}
      >
        {t.editNickname}
      </button>
      {editing && (
        <Suspense fallback={null}>
          <NicknameDialog nickname={user.nickname} onClosed={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
