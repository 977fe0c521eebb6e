import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteSnapshot, publishSnapshot, type SnapshotView } from '../../api/cameras';
import './snapshots-i18n';

/** Delete (after the caller's confirmation) and publish / withdraw, with the result as a message. */
export function useSnapshotActions(onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      void message.success(ok);
      onChanged();
    } catch (error) {
      void message.error(t('pictures.failed', { error: (error as Error).message }));
    }
  };
  return {
    remove: (snapshot: SnapshotView) => run(() => deleteSnapshot(snapshot.img_name), t('pictures.deleted')),
    togglePublish: (snapshot: SnapshotView) =>
      run(
        () => publishSnapshot(snapshot.img_name, snapshot.published !== 1),
        t(snapshot.published === 1 ? 'pictures.unpublishedOk' : 'pictures.publishedOk'),
      ),
  };
}
