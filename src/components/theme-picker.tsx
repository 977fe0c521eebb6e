import { Button, Popover, Segmented, Space, Tooltip, Typography } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAIN_COLORS, MAIN_THEMES, setUserTheme, useThemeStore, type MenuTheme } from '../stores/theme-store';

/** Menu theme (dark/light) and main colour (b, g, y, r), saved for this user name. */
export function ThemePicker({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const mainTheme = useThemeStore((s) => s.mainTheme);
  const menuTheme = useThemeStore((s) => s.menuTheme);
  const content = (
    <Space orientation="vertical" size="middle" data-testid="theme-panel">
      <div>
        <Typography.Text type="secondary">{t('header.menuTheme')}</Typography.Text>
        <div style={{ marginTop: 6 }}>
          <Segmented<MenuTheme>
            aria-label={t('header.menuTheme')}
            value={menuTheme}
            onChange={(value) => setUserTheme(userName, { menuTheme: value })}
            options={[
              { value: 'dark', label: t('header.menuDark') },
              { value: 'light', label: t('header.menuLight') },
            ]}
          />
        </div>
      </div>
      <div>
        <Typography.Text type="secondary">{t('header.mainColor')}</Typography.Text>
        <Space style={{ marginTop: 6, display: 'flex' }}>
          {MAIN_THEMES.map((code) => (
            <Tooltip key={code} title={t(`header.colors.${code}`)}>
              <Button
                shape="circle"
                aria-label={t(`header.colors.${code}`)}
                aria-pressed={mainTheme === code}
                data-theme-code={code}
                style={{ background: MAIN_COLORS[code], borderColor: MAIN_COLORS[code], color: '#fff' }}
                icon={mainTheme === code ? <CheckOutlined /> : <span />}
                onClick={() => setUserTheme(userName, { mainTheme: code })}
              />
            </Tooltip>
          ))}
        </Space>
      </div>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('header.theme')}>
      <Button type="text" aria-label={t('header.theme')} icon={<BgColorsOutlined />} data-testid="theme-button" />
    </Popover>
  );
}
