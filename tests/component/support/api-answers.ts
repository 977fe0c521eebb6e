import type { SessionUserView } from '../../../shared/contract/api/auth';
import type { MapTiles, SiteConfig } from '../../../shared/contract/api/site-config';
import type { Health } from '../../../shared/contract/api/health';
import type { UserOption, UserProfile, UserRow } from '../../../shared/contract/api/users';
import type { P2pMessage } from '../../../shared/contract/api/p2p';
import type { AlarmList, NoticeList } from '../../../shared/contract/api/alarms';
import type { MyNotices } from '../../../shared/contract/api/notices';
import type { CameraView } from '../../../shared/contract/api/cameras';
import type { ControlResult, StreamStatus } from '../../../src/api/cameras';
import type { CommandCode } from '../../../shared/contract/api/command-codes';
import type { Contact } from '../../../shared/contract/api/alarm-contacts';
import type { CompanyOption, CompanyRow } from '../../../shared/contract/api/companies';
import type { RawPage, Report, SeriesResult } from '../../../shared/contract/api/datahis';
import type { AverageResult } from '../../../src/api/telemetry';
import type { ParamConfig, ParamDef } from '../../../shared/contract/api/device-params';
import type { DeviceList, DeviceRow as UserDeviceRow } from '../../../shared/contract/api/userdevices';
import type { Base, PondOverview } from '../../../shared/contract/api/farm';
import type { InventorySearchResult } from '../../../shared/contract/api/inventory';
import type { Product } from '../../../shared/contract/api/products';
import type { PublicSearchResult, TraceSearchResult, TraceSiteOption } from '../../../shared/contract/api/tracing';
import type { PagedRows } from '../../../shared/contract/envelope';
import type { Order, OrderStatusAnswer, PriceList } from '../../../shared/contract/api/payments';
import type { FarmRow } from '../../../src/api/farm';
import type { Suggestion, Ticket } from '../../../shared/contract/api/service';
import type { Backtest, DoForecast, PondForecast } from '../../../shared/contract/api/forecast';
import type { RealtimeAll, RealtimeDevice } from '../../../shared/contract/api/realtime';
import type { Rule } from '../../../shared/contract/api/rules';
import type { Article } from '../../../shared/contract/api/knowledge';
import type { ModbusSettingsRow } from '../../../shared/contract/api/modbus';
import type { DeviceImportResult } from '../../../shared/contract/api/device-import';
import type { IncidentAckSchema, IncidentDetail, IncidentList } from '../../../shared/contract/api/incidents';
import type { Static } from 'typebox';
import type { Subscription } from '../../../shared/contract/api/report-subscriptions';
import type { DutyRoster, EscalationPolicy } from '../../../shared/contract/api/escalation';
import type { SiteList } from '../../../shared/contract/api/sites';
import type { AreaSummarySchema, InsectArea, TrapListSchema } from '../../../shared/contract/api/insects';

/** A farm registry's rows (shared/contract/farm declares them field by field, so the client names the row). */
type FarmRows = PagedRows<FarmRow>;

/**
 * What each address answers a component test, as "METHOD /path" (the path after /api) to the
 * `data` of the envelope, named by the contract's types. An address several bodies share
 * (`/xxxManage`) is typed by the answer the tests give it: the search's page of rows. Add a line
 * when a test answers a new address.
 */
export interface ApiAnswers {
  'GET /session': SessionUserView;
  'GET /health': Health;
  'GET /site-config': SiteConfig;
  'GET /site-config/map-tiles': MapTiles | null;
  // Incidents (issue 36).
  'GET /incidents': IncidentList;
  [incident: `GET /incidents/${number}`]: IncidentDetail;
  [incident: `POST /incidents/${number}/ack`]: Static<typeof IncidentAckSchema>;
  'POST /users/findUserinfo': UserProfile;
  'GET /companies/list': CompanyOption[];
  'POST /userdevices/findDeviceList': DeviceList;
  'POST /userdevices/getDeviceListByPage': PagedRows<UserDeviceRow>;
  /** A preview, or with `confirm` the written devices' secrets. */
  'POST /userdevices/import': DeviceImportResult;
  'GET /deviceParam/deviceParam': ParamConfig[];
  'GET /deviceParam/list': ParamDef[];
  'DELETE /deviceParam/delete': null;
  'GET /users/findUsers': UserOption[];
  'GET /datahis/manageValid': RawPage;
  'GET /datahis/findAverage': AverageResult;
  'GET /datahis/getHisDataByTime': SeriesResult;
  /** A search's page of rows; an acknowledgement or a clearing says how many besides. */
  'POST /alarmManage': AlarmList;
  'GET /mesPrompt/find': NoticeList;
  'GET /notices/mine': MyNotices;
  'POST /traceManage': TraceSearchResult;
  'GET /traceManage/sites': TraceSiteOption[];
  'POST /inventoryManage': InventorySearchResult;
  'POST /productManage': PagedRows<Product>;
  'POST /commandCodeManage': PagedRows<CommandCode>;
  'GET /alarmContacts': PagedRows<Contact>;
  'POST /camera/deviceList': PagedRows<CameraView>;
  'POST /devices/updateCamera': CameraView;
  /** The PTZ pad: a move's start or stop, and the position a camera's stream shows. */
  'POST /camera/control': ControlResult;
  [camera: `GET /camera/status/${string}`]: StreamStatus;
  'POST /baseManage': PagedRows<Base>;
  'POST /seedingManage': FarmRows;
  'POST /feedingManage': FarmRows;
  'POST /patrolManage': FarmRows;
  'POST /waterManage': FarmRows;
  'POST /sampleManage': FarmRows;
  'POST /waterdetectManage': FarmRows;
  'POST /machineManage': FarmRows;
  'POST /saleManage': FarmRows;
  'POST /personManage': FarmRows;
  'POST /stockManage': FarmRows;
  'POST /seedManage': FarmRows;
  'POST /feedManage': FarmRows;
  'POST /controlMaterial': FarmRows;
  'POST /pageszhuatai': PagedRows<PondOverview>;
  'POST /transportManage': FarmRows;
  'GET /articles/tags': string[];
  'POST /articleManage': PagedRows<Article>;
  'GET /tracing/search': PublicSearchResult;
  'GET /users': PagedRows<UserRow>;
  'POST /users': { id: number };
  'GET /companies': PagedRows<CompanyRow>;
  'POST /p2pManage': PagedRows<P2pMessage>;
  'GET /afterSale/manageSearch': PagedRows<Ticket>;
  'POST /afterSale/update': Ticket;
  'GET /suggestions/list': PagedRows<Suggestion>;
  'GET /forecast/do': DoForecast;
  'GET /forecast/do/backtest': Backtest;
  'GET /forecast/do/ponds': PondForecast[];
  'GET /realtimeAll': RealtimeAll;
  'GET /orders/mine': PagedRows<Order>;
  'GET /wxpay/prices': PriceList;
  'POST /wxpay/pay': Order;
  [order: `GET /orderinfo/${number}`]: Order;
  [order: `GET /wxpay/orderStatus/${number}`]: OrderStatusAnswer;
  /** The rule list (action list). */
  'POST /rule': PagedRows<Rule>;
  /** One device's latest values (the realtime views), for any device id. */
  [device: `GET /userdevices/realtime/${string}`]: RealtimeDevice;
  /** A device's Modbus settings (the devices page's Modbus dialog). */
  [device: `GET /devices/${string}/modbus`]: ModbusSettingsRow | null;
  [device: `PUT /devices/${string}/modbus`]: ModbusSettingsRow;
  /** One's own report subscriptions (the report pages' Subscribe and My subscriptions). */
  'POST /datahis/findDataHisByType': Report;
  'GET /reportSubscriptions': Subscription[];
  'POST /reportSubscriptions': Subscription;
  [subscription: `DELETE /reportSubscriptions/${number}`]: null;
  /** The escalation page (issue 36). */
  'GET /escalationPolicies': EscalationPolicy[];
  'GET /escalationRoster': DutyRoster;
  [policy: `DELETE /escalationPolicies/${number}`]: null;
  [policy: `PUT /escalationPolicies/${number}`]: EscalationPolicy;
  /** The sites a ladder may be bound to (the escalation page's choices). */
  'GET /sites': SiteList;
  /** Insect areas (3009): the summary, the areas, and the traps an area is made of. */
  'GET /insects/areaSummary': Static<typeof AreaSummarySchema>;
  'POST /insectAreaManage': PagedRows<InsectArea>;
  'GET /insects/traps': Static<typeof TrapListSchema>;
}

export type CallKey = keyof ApiAnswers;
