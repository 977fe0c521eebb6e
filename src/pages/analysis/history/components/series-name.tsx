import { USER_DATA } from '../../../../lib/user-data';

/** "device name · parameter" with the device's name marked as user data (it stays as typed in both languages). */
export function SeriesName({ device, param }: { device: string; param: string }) {
  return (
    <>
      <span {...USER_DATA}>{device}</span> · {param}
    </>
  );
}
