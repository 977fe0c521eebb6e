import type { RequestScope } from '../../../auth/request-scope';
import { badRequest } from '../../../http/app-error';
import { loginProblem, onvifUrlProblem, rtspUrlProblem, withoutLogin } from '../streaming/rtsp-address';
import type { UpdateCameraBody } from '../../../../shared/contract/api/cameras';
import { viaProvider } from './provider-errors';
import type { CameraRow, RtspColumns } from './repository';
import './messages';

const check = (problem: string | null, field: string) => {
  if (problem) throw badRequest(problem, { field });
};

/**
 * The rtsp columns of an add or an edit of an rtsp camera, checked before anything is written:
 * an address given replaces the stored one; none given keeps it, or, with only an ONVIF address,
 * is read from the camera (GetProfiles, GetStreamUri). The password is sealed; an empty or
 * missing one keeps the stored password (the form never gets it back to send), a cleared user
 * clears both. Null for other providers: their rtsp columns are left as they are.
 */
export async function rtspColumns(scope: RequestScope, body: UpdateCameraBody, current: CameraRow | undefined): Promise<RtspColumns | null> {
  const provider = body.provider ?? current?.provider ?? 'sim';
  if (provider !== 'rtsp') return null;
  const given = (value: string | undefined) => (value === undefined ? undefined : value.trim());

  const url = given(body.rtspUrl);
  if (url) check(rtspUrlProblem(url), 'rtspUrl');
  const onvif = given(body.onvifUrl);
  if (onvif) check(onvifUrlProblem(onvif), 'onvifUrl');
  const user = given(body.rtspUser);
  if (user) check(loginProblem(user), 'rtspUser');
  if (body.rtspPassword) check(loginProblem(body.rtspPassword), 'rtspPassword');

  const columns: RtspColumns = {
    rtsp_url: url || (url === '' ? null : current?.rtsp_url ?? null),
    rtsp_user: user === undefined ? current?.rtsp_user ?? null : user || null,
    rtsp_password: body.rtspPassword ? scope.app.video.credentials.seal(body.rtspPassword) : current?.rtsp_password ?? null,
    rtsp_transport: body.rtspTransport ?? current?.rtsp_transport ?? 'tcp',
    onvif_url: onvif === undefined ? current?.onvif_url ?? null : onvif || null,
  };
  if (!columns.rtsp_user) columns.rtsp_password = null;
  if (!columns.rtsp_url && columns.onvif_url) columns.rtsp_url = await streamUriFromCamera(scope, columns);
  if (!columns.rtsp_url) throw badRequest('camera_rtsp_required', { field: 'rtspUrl' });
  return columns;
}

/** The camera's own stream address over ONVIF, held to the same rules as a typed one. */
async function streamUriFromCamera(scope: RequestScope, columns: RtspColumns): Promise<string> {
  const { onvif, credentials } = scope.app.video;
  const password = columns.rtsp_password ? credentials.open(columns.rtsp_password) : null;
  const reported = await viaProvider(scope.log, () => onvif.streamUri({ url: columns.onvif_url!, user: columns.rtsp_user, password }));
  const address = withoutLogin(reported);
  if (rtspUrlProblem(address)) throw badRequest('camera_onvif_stream_invalid', { field: 'onvifUrl' });
  return address;
}
