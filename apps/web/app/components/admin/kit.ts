/**
 * Every antd component the console uses, imported by every console route through this one module.
 * Why: route modules are separate entries, and the bundler groups modules by the set of entries that
 * reach them. Reached by all console routes alike, the modules the console shares with a storefront
 * page keep together as they were before the console, so fewer storefront chunks are cut apart
 * (ADR 0044, `npm run bench:bundle`: /login 39 → 36 files with it).
 */
export {
  Button,
  Checkbox,
  ConfigProvider,
  Descriptions,
  Drawer,
  Grid,
  Image,
  Input,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Progress,
  Result,
  Select,
  Switch,
  Tag,
  Timeline,
} from 'antd';
export { AntdScope } from '../antd-scope';
export { Table } from './console-table';
