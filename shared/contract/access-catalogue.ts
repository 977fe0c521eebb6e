import { Type, type Static } from 'typebox';
import type { AccessEntry } from './access-entries';

/**
 * Every access code of the console (spec section 2, plus 11 for the big screens), with the menu
 * group it belongs to (the entries themselves live in ./access-entries.ts, re-exported here), and
 * which codes open which route group (ROUTE_ACCESS). The server checks
 * codes with these lists; the client shows the catalogue when an administrator assigns codes.
 * Pure: imports nothing but typebox, so the server, src/ and streams/ can all read it.
 */
export const AccessEntrySchema = Type.Object({
  code: Type.String(),
  /** The group's own code; equal to `code` for a group. */
  group: Type.String(),
  path: Type.String(),
  zh: Type.String(),
  en: Type.String(),
});

export { ACCESS_BY_CODE, ACCESS_BY_PATH, ACCESS_CATALOGUE, ALL_ACCESS_CODES, type AccessEntry } from './access-entries';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** AccessEntrySchema states AccessEntry's shape (./access-entries.ts): typecheck fails when they part. */
export const ACCESS_ENTRY_SCHEMA_MATCHES: Same<Static<typeof AccessEntrySchema>, AccessEntry> = true;

/**
 * Which codes open which route group: holding any one of a group's codes suffices. Where a group
 * lists several codes, it is because several pages show the same data (a socket room or a picker
 * answers every page that needs it, never more than those pages' REST routes).
 */
export const ROUTE_ACCESS = {
  /** Alarm contacts and linkage rules (8002). */
  alarmContacts: ['8002'],
  rules: ['8002'],
  /** Active alarms, prompts, counts and alarm push events: every page that shows alarms. */
  alarmsView: ['1001', '2001', '3001', '4001', '3008', '7002', '11'],
  /** Changing alarm times: device and parameter configuration, data alarms. */
  alarmsAdmin: ['8001', '8007', '7002'],
  analysisSummary: ['3004', '3005'],
  companies: ['9001'],
  /** The company picker of the pages that choose a company. */
  companyPickers: ['9001', '9002', '8001', '8002', '9003'],
  companyDisplay: ['8011'],
  siteConfig: ['8005'],
  /** History series: every page that charts history (the data audit's chart and day averages too), the reports, the big screens and AI. */
  history: ['3001', '3002', '3003', '3004', '3005', '4001', '5001', '5002', '5003', '5004', '5005', '5006', '7001', '11', '15'],
  historyReport: ['5001', '5002', '5003', '5006', '3002', '11'],
  historyAudit: ['7001'],
  /** The daily AQI: its report, the good and polluted days, and the big screens. */
  airQuality: ['5005', '5004', '11'],
  /** Device status counts and status push events. */
  deviceStatus: ['1001', '2001', '3001', '4001', '8001', '11'],
  /** Real-time values and telemetry push rooms. */
  realtime: ['3001', '4001', '1001', '2001', '11', '15'],
  devices: ['8001'],
  /** Who a device is bound to: device management and the user page. */
  deviceUsers: ['8001', '9002'],
  /** Devices with their parameters: device management and parameter configuration. */
  devicesWithParams: ['8001', '8007'],
  recycle: ['7003'],
  commands: ['8003', '8012'],
  /** The command-code catalogue (8003), and the pages that offer its codes: device settings, rules. */
  commandCodes: ['8003'],
  commandCodesRead: ['8003', '8012', '8002'],
  deviceSettings: ['8012', '8001'],
  dataFlow: ['8001'],
  p2p: ['8008'],
  ingestStats: ['9001'],
  ingestRejections: ['8001'],
  paramConfig: ['8007'],
  paramDefinitions: ['8009'],
  /** Reading a device's parameter configuration: parameter, device and settings pages, and the rule editor's attribute picker. */
  paramConfigRead: ['8007', '8001', '8012', '8002'],
  paramDefinitionsRead: ['8009', '8007', '8001'],
  /** Writing either kind; the kind's own code is checked by the route. */
  paramWrite: ['8007', '8009'],
  notices: ['8006'],
  /** The sites with their devices: home, map, 3D and breeding map, and the site picker of the periodic reports. */
  sitesView: ['1001', '2001', '4004', '4005', '4006', '5001', '5002', '5003', '5006'],
  /** The breeding map's ponds (4006), which base-manage (12008) also adds and edits: one source (issue 21). */
  ponds: ['4006', '12008'],
  users: ['9002'],
  /** The user picker of the pages that choose users. */
  userPickers: ['9002', '8001', '8002', '9003'],
  permissions: ['9003', '9002'],
  /** Binding devices to a user: the user page and device management. */
  userDevices: ['9002', '8001'],
  weblog: ['9004'],
  aiDetect: ['15'],
  cameraWatch: ['4002', '4003', '4003001', '8004', '15'],
  cameraPtz: ['4002', '8004', '15'],
  cameraCapture: ['4002', '4003', '8004', '15'],
  cameraConfig: ['8004'],
  imagesView: ['4003', '4003001', '4002', '15'],
  imagesManage: ['4003'],
  /** The product catalogue (8010), and the pickers of inventory and traceability that read it. */
  products: ['8010'],
  productsRead: ['8010', '7004', '7005'],
  inventory: ['7005'],
  tracing: ['7004'],
  /** The data-alarm list's clearing and export (7002). */
  dataAlarms: ['7002'],
  /** Fault analysis over the alarms (3008). */
  faultAnalysis: ['3008'],
  // Production logs, warehousing and sales (issue 21): every farm code reads (the pages pick
  // ponds, items and persons from each other); each resource's own code changes it.
  farm: ['12001', '12002', '12003', '12004', '12005', '12006', '12007', '12008', '13001', '13002', '13003', '13004', '13005', '13006', '14001'],
  farmSeeding: ['12001'],
  farmFeeding: ['12002'],
  farmPatrol: ['12003'],
  farmWaterChange: ['12004'],
  farmSampling: ['12005'],
  farmWaterTest: ['12006'],
  farmMachine: ['12007'],
  farmBases: ['12008'],
  farmPersons: ['13001', '13002'],
  farmSeeds: ['13003'],
  farmFodder: ['13004'],
  farmMedicines: ['13005'],
  /** Receipts and issues of any store item. */
  farmStock: ['13003', '13004', '13005'],
  farmTransport: ['13006'],
  farmSales: ['14001'],
  // End of production logs, warehousing and sales.
  // Weather and prices (issue 19): the weather panels of the home page and the big screens; the
  // price trend (3007), whose trend call the agriculture screen's price panel reads too.
  weather: ['1001', '11'],
  prices: ['3007'],
  pricesRead: ['3007', '11'],
  // End of weather and prices.
  // Knowledge base (issue 20).
  /** Writing, reviewing and previewing a company's articles, and their images (6004, add article). */
  knowledge: ['6004'],
  /** Reading published articles and their images: the three knowledge menus and the editors. */
  knowledgeRead: ['6001', '6002', '6003', '6004'],
  /** The pinned articles: the home page's panel and the knowledge pages. */
  knowledgePinned: ['1001', '6001', '6002', '6003', '6004'],
  // End of knowledge base.
  // Customer service, orders and after-sales (issue 22). Paying in the recharge centre needs only a session.
  /** My orders (10004); order management (10003) sees every order of its companies and records refunds. */
  ordersMine: ['10004'],
  ordersManage: ['10003'],
  /** A customer's own tickets and suggestions (10001, customer service); staff handle them (10002). */
  serviceCustomer: ['10001', '10002'],
  serviceStaff: ['10002'],
  // End of customer service.
  // Insect monitoring (issue 19): pictures, counting and areas (3009, both of its pages); writing
  // areas too, since the area statistics page is where they are drawn. The traps' latest counts
  // also feed the agriculture big screen (11).
  insects: ['3009'],
  insectAreas: ['3009'],
  insectsLive: ['3009', '11'],
  // End of insect monitoring.
  // WeChat mini-program (issue 22). The access token speaks for the whole mini-program: company
  // management (9001), and the service also insists on the platform administrator. Sending a
  // notice by hand belongs with setting up who rules notify (8002). Binding needs only a session.
  wxminiToken: ['9001'],
  wxminiSend: ['8002'],
  // End of WeChat mini-program.
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_ACCESS;
