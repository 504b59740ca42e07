/** Order matters: many browsers also claim to be Chrome and Safari, so the specific ones come first. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, '微信'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/QQBrowser\//, 'QQ浏览器'],
  [/UCBrowser\//, 'UC浏览器'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * A short, readable name for the device behind a session ('Chrome · Windows'), for the member's
 * list of logins. Approximate on purpose: user agents lie, and this is only a reminder, never a check.
 */
export function summariseUserAgent(ua: string): string {
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  if (browser || system) return (browser ?? system)!;
  return ua.trim() ? '其他客户端' : '未知设备';
}
