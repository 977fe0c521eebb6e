import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../api/messages';
import { USER_DATA } from '../../../lib/user-data';
import { alarmItemWords } from '../alarm-notice-words';

const LEVEL_COLORS = { warning: 'orange', fault: 'volcano', forecast: 'purple' } as const;

/**
 * Every alarm of a notice, one line each: level, device name and code, parameter, value with its
 * unit, direction with the limit it passed, and the time in the company's zone.
 */
export function AlarmNoticeItems({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="message-alarms">
      {notice.items.map((item) => {
        const words = alarmItemWords(item, notice.timezone, i18n.language, t);
        return (
          <li key={item.alarmId} className="message-alarms__item" data-testid="message-alarm-item" data-alarm-id={item.alarmId} data-device-id={item.device_id}>
            <Tag color={LEVEL_COLORS[item.kind]} data-field="level">{words.level}</Tag>
            <span data-field="device" {...USER_DATA}>{words.device}</span>
            <span data-field="param" {...(item.param_key === null ? {} : USER_DATA)}>{words.param}</span>
            {words.value !== null && <span data-field="value" {...USER_DATA}>{words.value}</span>}
            <span data-field="kind">{words.kind}</span>
            <Typography.Text type="secondary" data-field="time">{words.time}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
