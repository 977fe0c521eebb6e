import type { Layer } from '@deck.gl/core';

/**
 * Raster XYZ tile basemaps (TileLayer + BitmapLayer), bottom to top (a picture, then its labels),
 * for deployments that chose an online provider. The geo-layers package is imported only then, so
 * offline deployments never download it.
 */
export async function tileLayers(urls: readonly string[]): Promise<Layer[]> {
  const [{ TileLayer }, { BitmapLayer }] = await Promise.all([import('@deck.gl/geo-layers'), import('@deck.gl/layers')]);
  return urls.map(
    (url, index) =>
      new TileLayer({
        id: `basemap-tiles-${index}`,
        data: url,
        minZoom: 0,
        maxZoom: 18,
        tileSize: 256,
        renderSubLayers: (props) => {
          const { west, south, east, north } = props.tile.bbox as { west: number; south: number; east: number; north: number };
          return new BitmapLayer(props, { data: undefined, image: props.data as never, bounds: [west, south, east, north] });
        },
      }) as unknown as Layer,
  );
}
