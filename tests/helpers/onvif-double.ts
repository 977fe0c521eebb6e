import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A camera's ONVIF services as ONVIF's WSDLs answer (device ver10, media ver10, PTZ ver20): enough
 * for a client to connect (GetSystemDateAndTime, GetServices or GetCapabilities, GetProfiles,
 * GetVideoSources), read the stream address (GetStreamUri) and drive PTZ (ContinuousMove, Stop,
 * GetPresets, GotoPreset). Records each call's operation and SOAP body; with a login set, refuses
 * calls without a WS-Security UsernameToken naming that user.
 */
export interface OnvifCall {
  operation: string;
  body: string;
}

export interface OnvifDouble {
  /** http://127.0.0.1:<port>/onvif/device_service */
  url: string;
  calls: OnvifCall[];
  /** Operations recorded so far, without the connection's own (date, services, profiles, sources). */
  ptzCalls(): OnvifCall[];
  /** The next call of `operation` answers a SOAP fault (a camera busy or rebooting). */
  refuseNext(operation: string): void;
  close(): Promise<void>;
}

const ENVELOPE = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:tt="http://www.onvif.org/ver10/schema"' +
  ' xmlns:tds="http://www.onvif.org/ver10/device/wsdl" xmlns:trt="http://www.onvif.org/ver10/media/wsdl"' +
  ' xmlns:tptz="http://www.onvif.org/ver20/ptz/wsdl">' +
  `<s:Body>${body}</s:Body></s:Envelope>`;

const FAULT = (reason: string) =>
  ENVELOPE(
    '<s:Fault><s:Code><s:Value>s:Sender</s:Value><s:Subcode><s:Value>ter:NotAuthorized</s:Value></s:Subcode></s:Code>' +
      `<s:Reason><s:Text xml:lang="en">${reason}</s:Text></s:Reason></s:Fault>`,
  );

const CONNECTION_OPERATIONS = new Set(['GetSystemDateAndTime', 'GetServices', 'GetCapabilities', 'GetProfiles', 'GetVideoSources']);

function answer(operation: string, base: string, streamUri: string): string | null {
  const now = new Date();
  switch (operation) {
    case 'GetSystemDateAndTime':
      return ENVELOPE(
        '<tds:GetSystemDateAndTimeResponse><tds:SystemDateAndTime><tt:DateTimeType>NTP</tt:DateTimeType><tt:DaylightSavings>false</tt:DaylightSavings>' +
          '<tt:TimeZone><tt:TZ>CST-8</tt:TZ></tt:TimeZone><tt:UTCDateTime>' +
          `<tt:Time><tt:Hour>${now.getUTCHours()}</tt:Hour><tt:Minute>${now.getUTCMinutes()}</tt:Minute><tt:Second>${now.getUTCSeconds()}</tt:Second></tt:Time>` +
          `<tt:Date><tt:Year>${now.getUTCFullYear()}</tt:Year><tt:Month>${now.getUTCMonth() + 1}</tt:Month><tt:Day>${now.getUTCDate()}</tt:Day></tt:Date>` +
          '</tt:UTCDateTime></tds:SystemDateAndTime></tds:GetSystemDateAndTimeResponse>',
      );
    case 'GetServices':
      return ENVELOPE(
        '<tds:GetServicesResponse>' +
          [
            ['http://www.onvif.org/ver10/device/wsdl', '/onvif/device_service'],
            ['http://www.onvif.org/ver10/media/wsdl', '/onvif/media_service'],
            ['http://www.onvif.org/ver20/ptz/wsdl', '/onvif/ptz_service'],
          ]
            .map(([ns, path]) => `<tds:Service><tds:Namespace>${ns}</tds:Namespace><tds:XAddr>${base}${path}</tds:XAddr><tds:Version><tt:Major>2</tt:Major><tt:Minor>60</tt:Minor></tds:Version></tds:Service>`)
            .join('') +
          '</tds:GetServicesResponse>',
      );
    case 'GetCapabilities':
      return ENVELOPE(
        '<tds:GetCapabilitiesResponse><tds:Capabilities>' +
          `<tt:Device><tt:XAddr>${base}/onvif/device_service</tt:XAddr></tt:Device>` +
          `<tt:Media><tt:XAddr>${base}/onvif/media_service</tt:XAddr></tt:Media>` +
          `<tt:PTZ><tt:XAddr>${base}/onvif/ptz_service</tt:XAddr></tt:PTZ>` +
          '</tds:Capabilities></tds:GetCapabilitiesResponse>',
      );
    case 'GetProfiles':
      return ENVELOPE(
        '<trt:GetProfilesResponse><trt:Profiles token="Profile_1" fixed="true"><tt:Name>mainStream</tt:Name>' +
          '<tt:VideoSourceConfiguration token="VideoSourceToken"><tt:Name>VideoSourceConfig</tt:Name><tt:UseCount>2</tt:UseCount>' +
          '<tt:SourceToken>VideoSource_1</tt:SourceToken><tt:Bounds x="0" y="0" width="640" height="360"/></tt:VideoSourceConfiguration>' +
          '<tt:VideoEncoderConfiguration token="VideoEncoderToken_1"><tt:Name>VideoEncoder_1</tt:Name><tt:UseCount>1</tt:UseCount>' +
          '<tt:Encoding>H264</tt:Encoding><tt:Resolution><tt:Width>640</tt:Width><tt:Height>360</tt:Height></tt:Resolution><tt:Quality>3</tt:Quality>' +
          '<tt:RateControl><tt:FrameRateLimit>15</tt:FrameRateLimit><tt:EncodingInterval>1</tt:EncodingInterval><tt:BitrateLimit>512</tt:BitrateLimit></tt:RateControl>' +
          '</tt:VideoEncoderConfiguration>' +
          '<tt:PTZConfiguration token="PTZToken"><tt:Name>PTZ</tt:Name><tt:UseCount>2</tt:UseCount><tt:NodeToken>PTZNODETOKEN</tt:NodeToken>' +
          '<tt:DefaultContinuousPanTiltVelocitySpace>http://www.onvif.org/ver10/tptz/PanTiltSpaces/VelocityGenericSpace</tt:DefaultContinuousPanTiltVelocitySpace>' +
          '<tt:DefaultContinuousZoomVelocitySpace>http://www.onvif.org/ver10/tptz/ZoomSpaces/ZoomGenericSpace</tt:DefaultContinuousZoomVelocitySpace>' +
          '</tt:PTZConfiguration></trt:Profiles></trt:GetProfilesResponse>',
      );
    case 'GetVideoSources':
      return ENVELOPE(
        '<trt:GetVideoSourcesResponse><trt:VideoSources token="VideoSource_1"><tt:Framerate>15</tt:Framerate>' +
          '<tt:Resolution><tt:Width>640</tt:Width><tt:Height>360</tt:Height></tt:Resolution></trt:VideoSources></trt:GetVideoSourcesResponse>',
      );
    case 'GetStreamUri':
      return ENVELOPE(
        `<trt:GetStreamUriResponse><trt:MediaUri><tt:Uri>${streamUri}</tt:Uri><tt:InvalidAfterConnect>false</tt:InvalidAfterConnect>` +
          '<tt:InvalidAfterReboot>false</tt:InvalidAfterReboot><tt:Timeout>PT0S</tt:Timeout></trt:MediaUri></trt:GetStreamUriResponse>',
      );
    case 'ContinuousMove':
      return ENVELOPE('<tptz:ContinuousMoveResponse/>');
    case 'Stop':
      return ENVELOPE('<tptz:StopResponse/>');
    case 'GotoPreset':
      return ENVELOPE('<tptz:GotoPresetResponse/>');
    case 'GetPresets':
      return ENVELOPE(
        '<tptz:GetPresetsResponse>' +
          '<tptz:Preset token="1"><tt:Name>Feeding platform</tt:Name></tptz:Preset>' +
          '<tptz:Preset token="2"><tt:Name>Gate</tt:Name></tptz:Preset>' +
          '</tptz:GetPresetsResponse>',
      );
    default:
      return null;
  }
}

/** The first element inside the SOAP Body: the operation called. */
function operationOf(body: string): string {
  const inner = body.split(/<(?:\w+:)?Body[^>]*>/)[1] ?? '';
  return /<(?:\w+:)?(\w+)/.exec(inner)?.[1] ?? '';
}

export async function startOnvifDouble(options: { streamUri?: string; user?: string } = {}): Promise<OnvifDouble> {
  const calls: OnvifCall[] = [];
  const refusals = new Set<string>();
  let base = '';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const operation = operationOf(body);
      calls.push({ operation, body });
      const open = operation === 'GetSystemDateAndTime';
      const authorised = (!options.user || open || body.includes(`<Username>${options.user}</Username>`)) && !refusals.delete(operation);
      const xml = authorised ? answer(operation, base, options.streamUri ?? 'rtsp://127.0.0.1:554/Streaming/Channels/101') : FAULT('Sender not Authorized');
      res.writeHead(xml && authorised ? 200 : 400, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(xml ?? FAULT(`no ${operation}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/onvif/device_service`,
    calls,
    ptzCalls: () => calls.filter((call) => !CONNECTION_OPERATIONS.has(call.operation)),
    refuseNext: (operation) => void refusals.add(operation),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
