import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { MessageItem, TextMessage } from '../../api/messages';
import { simAlarmId, useMessageStore } from '../../stores/message-store';
import { useSiteConfigStore } from '../../stores/site-config-store';

/** Every message source as one list, newest first: SIM expiry alarms (local) and the server's items. */
export function useMessageItems(): MessageItem[] {
  const { t } = useTranslation();
  const simAlarms = useMessageStore((s) => s.simAlarms);
  const readSimIds = useMessageStore((s) => s.readSimIds);
  const serverItems = useMessageStore((s) => s.serverItems);
  const phone = useSiteConfigStore((s) => s.config.salesPhone);
  return useMemo(() => {
    const sims: TextMessage[] = simAlarms.map((alarm) => ({
      id: simAlarmId(alarm),
      kind: 'sim',
      title: t('sim.title'),
      content: t('sim.message', { ...alarm, phone }),
      time: alarm.datetime,
      // The expiry day, read as local midnight like the SIM check does.
      at: dayjs(alarm.datetime).valueOf(),
      read: readSimIds.includes(simAlarmId(alarm)),
    }));
    return [...serverItems, ...sims].sort((a, b) => b.at - a.at);
  }, [simAlarms, readSimIds, serverItems, phone, t]);
}
