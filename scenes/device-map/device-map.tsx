import { useEffect, useMemo, useRef, useState } from 'react';
import DeckGL from '@deck.gl/react';
import { FlyToInterpolator, type Layer, type PickingInfo } from '@deck.gl/core';
import type { FeatureCollection } from 'geojson';
import { loadBasemap, type Basemap } from './basemap';
import { loadChinaBasemap, type ChinaBasemap, type PlaceLabel } from './china-basemap';
import { chinaLayers, CITY_MIN_ZOOM } from './china-layers';
import { fromTileCrs, toTileCrs, type TileCrs } from '../../shared/contract/map/gcj02';
import { buffersIn, featuresIn } from './tile-crs';
import type { DeviceBuffers } from './device-buffers';
import { CLUSTER_BELOW_ZOOM, clusterAt, mercatorOf, writeClusterColors } from './grid-cluster';
import { drawIconAtlas, type IconAtlas } from './icon-atlas';
import { basemapLayers, clusterLayers, type MapPalette, deviceLayer, deviceLayerData, labelledClusters, siteLayers } from './layers';
import { tileLayers } from './tile-layer';
import { DEFAULT_VIEW, type MapViewState } from './view';

/** What a page can ask of a drawn map (tests and benches read screen positions through it). */
export interface DeviceMapHandle {
  /** Screen position (CSS pixels in the map) where a stored (WGS84) longitude/latitude is drawn. */
  project(longitude: number, latitude: number): [number, number];
  /** The stored (WGS84) longitude/latitude drawn at a screen position (shifted back from GCJ-02 tiles). */
  unproject(x: number, y: number): [number, number];
  /** The coordinate system the map draws in (its tiles'). */
  crs: TileCrs;
  /** The view's centre (in the tiles' system) and zoom. */
  view(): MapViewState;
  /** The offline basemap's province and city names inside the view, in the map's language, and where each is anchored on screen (none over online tiles). */
  names(): Array<{ name: string; x: number; y: number }>;
  zoom(): number;
}

export interface DeviceMapProps {
  buffers: DeviceBuffers;
  /** Site layouts and ponds as GeoJSON (properties.kind picks the style). */
  features?: FeatureCollection;
  /** Online tiles (XYZ templates bottom to top, their coordinate system); null keeps the bundled offline basemap alone. */
  tiles?: { layers: string[]; crs: TileCrs } | null;
  /** UI language: the offline basemap's names are Chinese for zh-*, English otherwise. */
  language?: string;
  initialView?: MapViewState;
  /** Fly here when it changes (the `key` lets a page fly to the same place twice). */
  focus?: (MapViewState & { key: number }) | null;
  /** Group near devices below CLUSTER_BELOW_ZOOM (default true). */
  cluster?: boolean;
  iconSizePx?: number;
  /** Basemap colours (default light). */
  palette?: MapPalette;
  /** Pan and zoom with mouse and keys (default true); a wall screen shows a fixed view. */
  interactive?: boolean;
  onHover?: (index: number | null, x: number, y: number) => void;
  onSelect?: (index: number) => void;
  /** A cluster was clicked: the page usually zooms in on it. */
  onClusterSelect?: (longitude: number, latitude: number) => void;
  onReady?: (handle: DeviceMapHandle) => void;
  /** Called after each drawn frame (benches count frames with it). */
  onAfterRender?: () => void;
}

const FLY_MS = 1200;

const lonLat = ([longitude, latitude]: [number, number]) => ({ longitude, latitude });

type ViewState = MapViewState & Record<string, unknown>;

/**
 * The live device map: offline basemap, optional tiles, site layouts, and every device as an icon
 * by type coloured by status, grouped into clusters at low zoom. Data comes as typed arrays
 * (DeviceBuffers); a status update mutates their colours and bumps `version`, and this component
 * re-renders with the new version only. Hover and click report the device's index.
 */
export default function DeviceMap(props: DeviceMapProps) {
  const { tiles = null, focus: storedFocus, cluster = true, iconSizePx = 26, palette = 'light', interactive = true, language = 'zh-CN' } = props;
  // Positions are stored in WGS84; on GCJ-02 tiles everything is drawn shifted (devices, sites, fly-to).
  const crs: TileCrs = tiles?.crs ?? 'wgs84';
  const buffers = useMemo(() => buffersIn(crs, props.buffers), [crs, props.buffers]);
  const features = useMemo(() => props.features && featuresIn(crs, props.features), [crs, props.features]);
  const focus = useMemo(() => storedFocus && { ...storedFocus, ...lonLat(toTileCrs(crs, storedFocus.longitude, storedFocus.latitude)) }, [crs, storedFocus]);
  const [viewState, setViewState] = useState<ViewState>(() => ({ ...(props.initialView ?? DEFAULT_VIEW) }));
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [china, setChina] = useState<ChinaBasemap | null>(null);
  const [tileLayerList, setTileLayers] = useState<Layer[] | null>(null);
  const atlas = useMemo<IconAtlas>(() => drawIconAtlas(), []);
  const deckRef = useRef<{ deck?: { getViewports(): Array<{ project(xy: number[]): number[]; unproject(xy: number[]): number[] }> } } | null>(null);
  const { onReady } = props;

  useEffect(() => {
    let live = true;
    void loadBasemap().then((loaded) => live && setBasemap(loaded));
    void loadChinaBasemap().then((loaded) => live && setChina(loaded));
    return () => {
      live = false;
    };
  }, []);

  const tileKey = tiles?.layers.join('\n') ?? '';
  useEffect(() => {
    let live = true;
    if (!tileKey) {
      setTileLayers(null);
      return;
    }
    void tileLayers(tileKey.split('\n')).then((layers) => live && setTileLayers(layers));
    return () => {
      live = false;
    };
  }, [tileKey]);

  useEffect(() => {
    if (!focus) return;
    setViewState((current) => ({
      ...current,
      longitude: focus.longitude,
      latitude: focus.latitude,
      zoom: focus.zoom,
      transitionDuration: FLY_MS,
      transitionInterpolator: new FlyToInterpolator({ speed: 2 }),
    }));
  }, [focus]);

  const zoomLevel = Math.floor(viewState.zoom);
  const clustered = cluster && zoomLevel < CLUSTER_BELOW_ZOOM;
  const position = useMemo(() => ({ value: buffers.positions, size: 2 as const }), [buffers]);
  const mercator = useMemo(() => (cluster ? mercatorOf(buffers) : null), [buffers, cluster]);
  const clusters = useMemo(() => (clustered && mercator ? clusterAt(buffers, mercator, zoomLevel) : null), [buffers, mercator, clustered, zoomLevel]);
  const labels = useMemo(() => (clusters ? labelledClusters(clusters) : []), [clusters]);
  // A status update recolours the current clusters in place (members do not move); the layer
  // follows clusters.version.
  useMemo(() => {
    if (clusters) writeClusterColors(clusters, buffers);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- buffers.version is the change signal
  }, [clusters, buffers.version]);
  const data = useMemo(() => deviceLayerData(buffers, position), [buffers, position, buffers.version]); // eslint-disable-line react-hooks/exhaustive-deps

  const layers = [
    ...basemapLayers(basemap, palette),
    // Online tiles carry their own borders and names; the offline China layers are for no tiles.
    ...(tileLayerList ?? chinaLayers(tiles ? null : china, viewState.zoom, language, palette)),
    ...(features ? siteLayers(features) : []),
    ...(clusters ? clusterLayers(clusters, labels) : [deviceLayer(buffers, data, atlas, iconSizePx)]),
  ];

  useEffect(() => {
    onReady?.({
      project: (lon, lat) => {
        const viewport = deckRef.current?.deck?.getViewports()[0];
        const [x, y] = viewport ? viewport.project(toTileCrs(crs, lon, lat)) : [NaN, NaN];
        return [x, y];
      },
      unproject: (x, y) => {
        const viewport = deckRef.current?.deck?.getViewports()[0];
        const [lon, lat] = viewport ? viewport.unproject([x, y]) : [NaN, NaN];
        return fromTileCrs(crs, lon, lat);
      },
      crs,
      zoom: () => viewState.zoom,
      view: () => ({ longitude: viewState.longitude, latitude: viewState.latitude, zoom: viewState.zoom }),
      names: () => {
        const viewport = deckRef.current?.deck?.getViewports()[0] as { getBounds(): number[]; project(xy: number[]): number[] } | undefined;
        if (!viewport || !china || tiles) return [];
        const [west, south, east, north] = viewport.getBounds();
        const inside = ([lon, lat]: PlaceLabel) => lon >= west && lon <= east && lat >= south && lat <= north;
        const shown = viewState.zoom >= CITY_MIN_ZOOM ? [...china.provinces, ...china.cities] : china.provinces;
        return shown.filter(inside).map((label) => {
          const [x, y] = viewport.project([label[0], label[1]]);
          return { name: language.startsWith('zh') ? label[2] : label[3], x, y };
        });
      },
    });
  }, [onReady, viewState.zoom, viewState.longitude, viewState.latitude, crs, china, tiles, language]);

  const pick = (info: PickingInfo) => (info.layer?.id === 'devices' && info.index >= 0 ? info.index : null);

  return (
    <DeckGL
      ref={deckRef as never}
      viewState={viewState}
      onViewStateChange={({ viewState: next }) => setViewState(next as ViewState)}
      controller={interactive ? { doubleClickZoom: true } : false}
      layers={layers}
      style={{ position: 'absolute', inset: '0' }}
      getCursor={({ isHovering }) => (isHovering ? 'pointer' : 'grab')}
      onHover={(info) => props.onHover?.(pick(info), info.x, info.y)}
      onClick={(info) => {
        const index = pick(info);
        if (index !== null) props.onSelect?.(index);
        else if (info.layer?.id === 'clusters' && info.index >= 0 && clusters) {
          props.onClusterSelect?.(...fromTileCrs(crs, clusters.positions[info.index * 2], clusters.positions[info.index * 2 + 1]));
        }
      }}
      {...(props.onAfterRender ? { onAfterRender: props.onAfterRender } : {})}
      _typedArrayManagerProps={{ overAlloc: 1, poolSize: 0 }}
    />
  );
}
