import 'dayjs/locale/zh-cn';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('zh-cn');

/**
 * antd's locale and context for the pages that use its components (forms, dialogs). Kept out of the
 * root so public pages that do not need antd do not download it (DESIGN §10: ≤ 200 KB first-load JS).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // No space between two-character labels (登 录): it reads oddly aloud and in tests.
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      // antd's default blue (#1677ff) gives white text 4.1:1; blue-7 passes WCAG AA (and matches app.css).
      // Its hover shade is derived lighter (3:1 as a default button's text): blue-8 when hovered.
      theme={{
        token: {
          colorPrimary: '#0958d9',
          colorLink: '#0958d9',
          colorPrimaryHover: '#003eb3',
          colorLinkHover: '#003eb3',
        },
        // An unchecked switch's track is colorTextQuaternary (25 % black): its white text (隐藏) reads at
        // 1.6:1. Grey-8 is 5.7:1, and grey-9 when hovered.
        components: { Switch: { colorTextQuaternary: '#595959', colorTextTertiary: '#434343' } },
      }}
    >
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
