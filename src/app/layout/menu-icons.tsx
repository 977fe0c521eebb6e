import {
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IconKey } from '../route-manifest';

/** Icons of the manifest's IconKey names; loaded with the layout, never by /login. */
export const MENU_ICONS: Record<IconKey, ReactNode> = {
  home: <HomeOutlined />,
  map: <EnvironmentOutlined />,
  analysis: <AreaChartOutlined />,
  diagnose: <MedicineBoxOutlined />,
  operation: <ThunderboltOutlined />,
  ai: <RobotOutlined />,
  report: <BarChartOutlined />,
  system: <SettingOutlined />,
  data: <DatabaseOutlined />,
  base: <TeamOutlined />,
  knowledge: <BookOutlined />,
  service: <CustomerServiceOutlined />,
  production: <ExperimentOutlined />,
  warehousing: <InboxOutlined />,
  sales: <ShopOutlined />,
  user: <UserOutlined />,
  message: <MailOutlined />,
  page: <FileTextOutlined />,
};

export const DEFAULT_ICON = <AppstoreOutlined />;
