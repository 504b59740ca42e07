import { NavLink } from 'react-router';
import type { SessionUser } from '../../lib/user';
import { messages } from '../../messages';
import { MemberCard } from './member-card';

const t = messages.userCentre;

/** The user centre's side menu (SPEC §2): who is logged in, then 会员中心 and 其他设置. */
export function UserCentreMenu({ user }: { user: SessionUser }) {
  return (
    <div className="lm-user-menu">
      <MemberCard user={user} />
      <nav aria-label={t.menuLabel} className="lm-user-menu__nav">
        {t.groups.map((group, index) => (
          <div key={group.title} className="lm-user-menu__group">
            <h2 className="lm-user-menu__title" id={`lm-user-menu-${index}`}>
              {group.title}
            </h2>
            <ul aria-labelledby={`lm-user-menu-${index}`}>
              {group.items.map((item) => (
                <li key={item.to}>
                  {/* NavLink marks the current page (class and aria-current="page"), sub-pages included. */}
                  <NavLink to={item.to} className="lm-user-menu__link">
                    {item.label}
                    {item.to === '/user/message' && user.messages > 0 ? (
                      <span className="lm-user-menu__count">
                        {messages.header.account.messageCount(user.messages)}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
