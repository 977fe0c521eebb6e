import type { Generated } from 'kysely';
import type { ProviderName } from '../streaming/provider';

/** Tables of migrations 0050 and 0305 (cameras and their stored snapshots), shared by the cameras, images and ai-detect modules. */
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
      /** rtsp cameras (migration 0305): the address without a login, the login, and the ONVIF address. */
      rtsp_url: string | null;
      rtsp_user: string | null;
      /** Sealed by the server's credential key (credential-box.ts); never returned. */
      rtsp_password: string | null;
      rtsp_transport: Generated<'tcp' | 'udp'>;
      onvif_url: string | null;
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
