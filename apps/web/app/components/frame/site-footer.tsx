import type { SysConfig } from '../../lib/frame/types';

export function SiteFooter({ config, shopName }: { config: SysConfig; shopName: string }) {
  return (
    <footer className="lm-footer">
      <div className="lm-container">{config.pc_copyright_info || shopName}</div>
    </footer>
  );
}
