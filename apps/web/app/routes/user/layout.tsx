import { Outlet } from 'react-router';
import { UserCentreMenu } from '../../components/user-centre/user-centre-menu';
import type { Route } from './+types/layout';

/** The user centre: its side menu and the page. The root guard has already required a login. */
export default function UserCentreLayout({ matches }: Route.ComponentProps) {
  const { user } = matches[0].loaderData;
  return (
    <div className="lm-user-centre">
      <UserCentreMenu user={user} />
      <div className="lm-user-centre__page">
        <Outlet />
      </div>
    </div>
  );
}
