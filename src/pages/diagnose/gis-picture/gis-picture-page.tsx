import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSitePonds$, requestRefresh } from '../../../../streams';
import type { LonLat } from '../../../../scenes/breeding-map/svg-frame';
import { fetchSites, savePond } from '../../../api/sites';
import { useStream } from '../../../hooks/use-stream';
import { useRequest } from '../../../hooks/use-request';
import { PondPanel, type PondForm } from './components/pond-panel';
import './gis-picture-i18n';

const BreedingMap = lazy(() => import('../../../../scenes/breeding-map/breeding-map'));

/** Breeding map (gis-picture, 4006): ponds drawn and edited over the site plan, coloured by water quality. */
export default function GisPicturePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const sites = useRequest(() => fetchSites());
  const [siteId, setSiteId] = useState<number | null>(null);
  const rows = sites.data?.rows ?? [];
  const site = rows.find((s) => s.id === siteId) ?? rows.find((s) => s.kind === 'aquaculture') ?? rows[0];
  const ponds = useStream(useMemo(() => (site ? getSitePonds$(site.id) : null), [site]));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<LonLat[] | null>(null);
  const [overrides, setOverrides] = useState<Map<number, LonLat[]>>(new Map());
  const [saving, setSaving] = useState(false);
  const english = i18n.language.startsWith('en');
  const list = useMemo(() => ponds.data?.rows ?? [], [ponds.data]);
  const shown = useMemo(() => list.map((p) => ({ ...p, polygon: overrides.get(p.id) ?? p.polygon })), [list, overrides]);
  const selected = list.find((p) => p.id === selectedId) ?? null;
  // A moved outline is shown as moved until the stream brings the saved one.
  useEffect(() => {
    setOverrides((m) => {
      const stale = [...m].filter(([id, ring]) => JSON.stringify(list.find((p) => p.id === id)?.polygon) === JSON.stringify(ring));
      if (stale.length === 0) return m;
      const next = new Map(m);
      for (const [id] of stale) next.delete(id);
      return next;
    });
  }, [list]);

  /** Runs a save; shows the server's message on failure and refreshes the pond stream after. */
  async function run(action: () => Promise<unknown>, okText?: string) {
    setSaving(true);
    try {
      await action();
      if (okText) void message.success(okText);
      requestRefresh();
      return true;
    } catch (error) {
      void message.error((error as Error).message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  const finishDraft = async () => {
    if (!site || !draft || draft.length < 3) return;
    const name = t('gisPicture.newPond', { n: list.length + 1 });
    await run(async () => {
      const result = await savePond({ action: 'create', site_id: site.id, name, polygon: draft });
      setSelectedId(result.pond?.id ?? null);
    });
    setDraft(null);
  };
  const movePond = (id: number, ring: LonLat[]) => {
    setOverrides((m) => new Map(m).set(id, ring));
    void run(() => savePond({ action: 'update', id, polygon: ring })).then((ok) => {
      if (!ok) setOverrides((m) => {
        const next = new Map(m);
        next.delete(id);
        return next;
      });
    });
  };
  const saveForm = (values: PondForm) => selected && void run(() => savePond({ action: 'update', id: selected.id, ...values }), t('gisPicture.saved'));
  const remove = () => selected && void run(() => savePond({ action: 'delete', id: selected.id })).then(() => setSelectedId(null));

  return (
    <div data-testid="gis-picture-page" style={{ display: 'flex', gap: 12, height: 'calc(100vh - 150px)', minHeight: 480 }}>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <Card size="small">
          <Space wrap>
            <Typography.Text>{t('gisPicture.site')}</Typography.Text>
            <Select
              aria-label={t('gisPicture.site')}
              style={{ minWidth: 220 }}
              value={site?.id}
              options={rows.map((s) => ({ value: s.id, label: english ? (s.name_en ?? s.name) : s.name }))}
              onChange={(id) => {
                setSiteId(id);
                setSelectedId(null);
                setDraft(null);
              }}
            />
            {draft === null ? (
              <Button type="primary" onClick={() => { setDraft([]); setSelectedId(null); }} disabled={!site} data-testid="pond-draw">
                {t('gisPicture.draw')}
              </Button>
            ) : (
              <>
                <Button type="primary" disabled={draft.length < 3} loading={saving} onClick={() => void finishDraft()} data-testid="pond-finish">
                  {t('gisPicture.finish')}
                </Button>
                <Button onClick={() => setDraft(null)}>{t('gisPicture.cancel')}</Button>
                <Typography.Text type="secondary">{t('gisPicture.drawHint')}</Typography.Text>
              </>
            )}
          </Space>
        </Card>
        {(sites.status === 'error' || ponds.status === 'error') && (
          <Alert type="error" showIcon title={t('gisPicture.loadFailed', { error: (sites.error ?? (ponds.error as Error))?.message ?? '' })} />
        )}
        {sites.status === 'ready' && !site && <Empty description={t('gisPicture.noSites')} />}
        {site && (
          <Card size="small" style={{ flex: 1, minHeight: 0 }} styles={{ body: { height: '100%', padding: 0 } }}>
            <Suspense fallback={<Spin />}>
              <BreedingMap
                site={site}
                ponds={shown}
                selectedId={selectedId}
                onSelect={setSelectedId}
                draft={draft}
                onDraftChange={setDraft}
                onPolygonChange={movePond}
              />
            </Suspense>
          </Card>
        )}
      </div>
      <Card size="small" style={{ width: 320, flex: 'none', overflow: 'auto' }}>
        {selected ? (
          <PondPanel key={selected.id} pond={selected} devices={site?.devices ?? []} saving={saving} onSave={saveForm} onDelete={remove} />
        ) : (
          <Typography.Text type="secondary">{t('gisPicture.select')}</Typography.Text>
        )}
      </Card>
    </div>
  );
}
