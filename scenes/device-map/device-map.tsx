import { useEffect, useMemo, useRef, useState } from 'react';
import DeckGL from '@deck.gl/react';
import { FlyToInterpolator, type Layer, type PickingInfo } from '@deck.gl/core';
import type { FeatureCollection } from 'geojson';
import { loadBasemap, type Basemap } from './basemap';
import type { DeviceBuffers } from './device-buffers';
import { CLUSTER_BELOW_ZOOM, clusterAt, mercatorOf, writeClusterColors } from './grid-cluster';
import { drawIconAtlas, type IconAtlas } from './icon-atlas';
import { basemapLayers, clusterLayers, type MapPalette, deviceLayer, deviceLayerData, labelledClusters, siteLayers } from './layers';
import { tileLayer } from './tile-layer';
import { DEFAULT_VIEW, type MapViewState } from './view';

/** What a page can ask of a drawn map (tests and benches read screen positions through it). */
export interface DeviceMapHandle {
  /** Screen position (CSS pixels in the map) of a longitude/latitude. */
  project(longitude: number, latitude: number): [number, number];
  zoom(): number;
}

export interface DeviceMapProps {
  buffers: DeviceBuffers;
  /** Site layouts and ponds as GeoJSON (properties.kind picks the style). */
  features?: FeatureCollection;
  /** XYZ raster tile URL template; null keeps the bundled offline basemap alone. */
  tileUrl?: string | null;
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

type ViewState = MapViewState & Record<string, unknown>;

/**
 * The live device map: offline basemap, optional tiles, site layouts, and every device as an icon
 * by type coloured by status, grouped into clusters at low zoom. Data comes as typed arrays
 * (DeviceBuffers); a status update mutates their colours and bumps `version`, and this component
 * re-renders with the new version only. Hover and click report the device's index.
 */
export default function DeviceMap(props: DeviceMapProps) {
  const { buffers, features, tileUrl = null, focus, cluster = true, iconSizePx = 26, palette = 'light', interactive = true } = props;
  const [viewState, setViewState] = useState<ViewState>(() => ({ ...(props.initialView ?? DEFAULT_VIEW) }));
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [tiles, setTiles] = useState<Layer | null>(null);
  const atlas = useMemo<IconAtlas>(() => drawIconAtlas(), []);
  const deckRef = useRef<{ deck?: { getViewports(): Array<{ project(xy: number[]): number[] }> } } | null>(null);
  const { onReady } = props;

  useEffect(() => {
    let live = true;
    void loadBasemap().then((loaded) => live && setBasemap(loaded));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    if (!tileUrl) {
      setTiles(null);
      return;
    }
    void tileLayer(tileUrl).then((layer) => live && setTiles(layer));
    return () => {
      live = false;
    };
  }, [tileUrl]);

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
    ...(tiles ? [tiles] : []),
    ...(features ? siteLayers(features) : []),
    ...(clusters ? clusterLayers(clusters, labels) : [deviceLayer(buffers, data, atlas, iconSizePx)]),
  ];

  useEffect(() => {
    onReady?.({
      project: (lon, lat) => {
        const viewport = deckRef.current?.deck?.getViewports()[0];
        const [x, y] = viewport ? viewport.project([lon, lat]) : [NaN, NaN];
        return [x, y];
      },
      zoom: () => viewState.zoom,
    });
  }, [onReady, viewState.zoom]);

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
          props.onClusterSelect?.(clusters.positions[info.index * 2], clusters.positions[info.index * 2 + 1]);
        }
      }}
      {...(props.onAfterRender ? { onAfterRender: props.onAfterRender } : {})}
      _typedArrayManagerProps={{ overAlloc: 1, poolSize: 0 }}
    />
  );
}
