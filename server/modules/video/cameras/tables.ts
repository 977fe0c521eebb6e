import type { Generated } from 'kysely';
import type { ProviderName } from '../streaming/provider';

/** Tables of migration 0050 (cameras and their stored snapshots), shared by the cameras, images and ai-detect modules. */
declare module '../../../db/types' {
  interface DB {
    cameras: {
      id: Serial;
      tenant_id: number;
      device_id: string | null;
      name: string;
      deviceSerial: string;
      channelNo: Generated<number>;
      provider: Generated<ProviderName>;
      motion: Generated<number>;
      enabled: Generated<number>;
      created_at: Timestamp;
    };
    snapshots: {
      id: Generated<number>;
      tenant_id: number;
      camera_id: number | null;
      deviceSerial: string;
      channelNo: number;
      device_id: string | null;
      img_name: string;
      type: Generated<string>;
      size_bytes: number;
      published: Generated<number>;
      published_at: Timestamp | null;
      taken_at: Timestamp;
    };
  }
}

export {};
