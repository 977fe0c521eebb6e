import type { Layer } from '@deck.gl/core';

/**
 * A raster XYZ tile basemap (TileLayer + BitmapLayer) for deployments that set a tile URL. The
 * geo-layers package is imported only then, so offline deployments never download it.
 */
export async function tileLayer(url: string): Promise<Layer> {
  const [{ TileLayer }, { BitmapLayer }] = await Promise.all([import('@deck.gl/geo-layers'), import('@deck.gl/layers')]);
  return new TileLayer({
    id: 'basemap-tiles',
    data: url,
    minZoom: 0,
    maxZoom: 19,
    tileSize: 256,
    renderSubLayers: (props) => {
      const { west, south, east, north } = props.tile.bbox as { west: number; south: number; east: number; north: number };
      return new BitmapLayer(props, { data: undefined, image: props.data as never, bounds: [west, south, east, north] });
    },
  }) as unknown as Layer;
}
