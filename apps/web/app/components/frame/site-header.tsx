import { Link } from 'react-router';
import type { FrameData } from '../../lib/frame/types';
import type { SessionUser } from '../../lib/user';

export interface SiteHeaderProps {
  shopName: string;
  user: SessionUser;
  cartCount: number;
  frame: FrameData;
}

export function SiteHeader({ shopName }: SiteHeaderProps) {
  return (
    <header className="lm-header">
      <div className="lm-container">
        <Link to="/" className="lm-brand">
          {shopName}
        </Link>
      </div>
    </header>
  );
}
