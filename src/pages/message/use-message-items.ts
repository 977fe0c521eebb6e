import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../api/messages';
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
    const sims: MessageItem[] = simAlarms.map((alarm) => ({
      id: simAlarmId(alarm),
      kind: 'sim',
      title: t('sim.title'),
      content: t('sim.message', { ...alarm, phone }),
      time: alarm.datetime,
      read: readSimIds.includes(simAlarmId(alarm)),
    }));
    return [...serverItems, ...sims].sort((a, b) => b.time.localeCompare(a.time));
  }, [simAlarms, readSimIds, serverItems, phone, t]);
}
