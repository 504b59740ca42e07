import type { SysConfig } from '../../lib/frame/types';
import type { SessionUser } from '../../lib/user';

export interface SideBarProps {
  user: SessionUser;
  config: SysConfig;
  /** On the home page the bar appears only after 400 px of scroll (SPEC §2). */
  revealAfterScroll: boolean;
}

export function SideBar(_props: SideBarProps) {
  return null;
}
