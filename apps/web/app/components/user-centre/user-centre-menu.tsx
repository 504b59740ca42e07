import { NavLink } from 'react-router';
import type { SessionUser } from '../../lib/user';
import { messages } from '../../messages';

export function UserCentreMenu(_props: { user: SessionUser }) {
  return (
    <nav aria-label={messages.userCentre.menuLabel} className="lm-user-menu">
      {messages.userCentre.groups.map((group) => (
        <div key={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
