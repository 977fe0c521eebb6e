import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/types';
import type { Lang } from '../i18n/messages';
import type { TelemetryBus } from '../telemetry/bus';
import { AppError } from '../http/app-error';
import { audienceOf, type Audience } from './audience';
import * as roles from './roles';
import { filterVisibleDeviceIds, visibleCompanyIds } from './scope';
import { ALL_ACCESS_CODES, ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { holdsCode, type SessionUser } from './session-user';
import * as users from './user-visibility';
import { deviceIdVisibleTo, ownCompany, rowVisibleTo, seesEveryCompany, tenantVisibleTo } from './where-visible';

/**
 * What every service takes as its first parameter: who is calling, the database, the bus, the
 * logger and language of the request, and tenancy as questions and composable where-clauses, so
 * that no module writes a tenant list or compares user types. Made lazily per request by the
 * session plugin (`request.scope`), or by scopeForUser / systemScope for background work.
 */
export interface RequestScope {
  readonly user: SessionUser;
  readonly db: Kysely<DB>;
  readonly bus: TelemetryBus;
  readonly log: FastifyBaseLogger;
  readonly lang: Lang;
  /**
   * The app, for the live services its plugins decorate (video, alarms, presence, rules, ingest,
   * config): they are typed decorations already, and some register after the session plugin.
   */
  readonly app: FastifyInstance;
  readonly isAdmin: boolean;
  readonly isAgent: boolean;
  readonly isCustomer: boolean;
  /** Adds, deletes and re-homes devices, sends commands (agents and the admin). */
  readonly mayManageDevices: boolean;
  /** Edits the login-page display of its companies (agents and the admin). */
  readonly mayEditCompanyDisplay: boolean;
  /** Writes the platform's own rows, those of no company (the admin); new ones are its default. */
  readonly mayEditPlatformRows: boolean;
  /** Holds any one of the codes (a route group of ROUTE_ACCESS, or one code). */
  holds(codes: string | readonly string[]): boolean;
  /**
   * 'all' for the platform admin, else the ids of the visible companies; read once per scope.
   * Inside a transaction pass it (`trx`): an embedded database has one connection.
   */
  companies(db?: Kysely<DB>): Promise<'all' | number[]>;
  seesCompany(companyId: number | null, db?: Kysely<DB>): Promise<boolean>;
  /** 403 forbidden_tenant unless the company is visible. */
  assertCompanyVisible(companyId: number, db?: Kysely<DB>): Promise<void>;
  /**
   * The caller's own company, null for the platform: what it does as one of its company's people
   * (its credit balance, its conversation with service, its suggestions). A resource's new row
   * takes companyForNew instead, a search's filter whereChosenCompany.
   */
  readonly ownCompany: number | null;
  /** Whether the company is the caller's own (not one an agent manages). */
  isOwnCompany(companyId: number): boolean;
  /**
   * The company of a new row: the one the request names, else the caller's own, else `otherwise`
   * (what the row's parts already belong to, such as an insect area's traps, for a caller without
   * a company). 400 tenant_required when there is none (the platform admin must name one), 403
   * forbidden_tenant when the caller does not see it. Inside a transaction pass `db` (`trx`).
   */
  companyForNew(requested: number | null | undefined, options?: { otherwise?: number | null; db?: Kysely<DB> }): Promise<number>;
  /**
   * A search's optional company filter: the column holds the company the request names, no filter
   * when it names none. It narrows the visibility clause it is ANDed with, never widens it.
   */
  whereChosenCompany(column: string, requested: number | null | undefined): Expression<SqlBool>;
  /** `.where(scope.whereTenant('rules.tenant_id'))`: the column holds a visible company id. */
  whereTenant(column: string): Expression<SqlBool>;
  /**
   * The column holds the caller's own company, not the ones an agent manages (what is addressed
   * to a company's people, such as notices); false for a caller without one (the platform admin).
   */
  whereOwnCompany(column: string): Expression<SqlBool>;
  /**
   * True for a caller who sees every company (the admin), false for anyone else: OR it with a
   * check through a link table (`notice_companies`), so a row whose links are gone is still the
   * admin's to see.
   */
  whereSeesEveryCompany(): Expression<SqlBool>;
  /**
   * The rows of the companies the caller serves as staff holding one of `codes` (after-sales
   * conversations): the visible companies, for the admin and agents; null for a caller who serves
   * none (an ordinary customer with the code is a customer all the same).
   */
  whereServed(column: string, codes: string | readonly string[]): Expression<SqlBool> | null;
  /** `.where(scope.whereDeviceVisible('alarms.device_id'))`: the column holds a visible device id. */
  whereDeviceVisible(column?: string): Expression<SqlBool>;
  /**
   * Rows of a company that name their devices through a link table (an incident's devices): the
   * company visible and, for a caller who sees only some of its devices (an ordinary customer), at
   * least one linked device visible; `anyLinked` turns the device check on a column into that
   * EXISTS. A row linking no device is then the company's people's (the admin's and agents').
   */
  whereLinkedDevicesVisible(tenantColumn: string, anyLinked: (deviceVisible: (column: string) => Expression<SqlBool>) => Expression<SqlBool>): Expression<SqlBool>;
  /** Rows with a company and a device column (cameras, snapshots) the caller may see. */
  whereRowVisible(columns: { tenant: string; device: string }): Expression<SqlBool>;
  /** `.where(scope.whereUserVisible('users.id'))`: the column holds the id of a user the caller sees. */
  whereUserVisible(column?: string): Expression<SqlBool>;
  /** The log rows the caller may read, by their user id column. */
  whereLogVisible(column: string): Expression<SqlBool>;
  /** The given devices that exist, are not deleted and are visible (optionally inside a transaction). */
  visibleDeviceIds(ids: string[], db?: Kysely<DB>): Promise<string[]>;
  /**
   * null when the caller sees every device of its visible companies; for an ordinary customer,
   * the devices bound to it (lists kept per company, such as alarm notices, are cut down to these).
   */
  deviceSubset(): Promise<ReadonlySet<string> | null>;
  /** 404 device_not_found for a device that does not exist or is not visible (no existence leak). */
  assertDeviceVisible(deviceId: string): Promise<void>;
  seesUser(target: users.TargetUser): Promise<boolean>;
  assertUserVisible(target: users.TargetUser, db?: Kysely<DB>): Promise<void>;
  assertUserManageable(target: users.TargetUser, db?: Kysely<DB>): Promise<void>;
  /** This scope as another user would have it ("what would this user see"), without access codes. */
  as(target: users.TargetUser): RequestScope;
  /** The caller's scope, or for the platform admin the scope of the user a legacy `userId` names. */
  viewerFor(requestedId: number | undefined): Promise<RequestScope>;
  /**
   * The caller's scope, or the scope of the user `requestedId` names when the caller administers
   * that user: the platform admin, or a holder of user-device administration (ROUTE_ACCESS.userDevices)
   * who may manage the user (assertUserManageable). 403 for anyone else, 404 for an unknown user:
   * naming a colleague is no way round one's own view (an ordinary customer sees its bound devices).
   */
  administeredViewer(requestedId: number | undefined): Promise<RequestScope>;
  /** Who hears about what on the push socket. */
  audience(): Promise<Audience>;
}

interface ScopeParts {
  app: FastifyInstance;
  user: SessionUser;
  log?: FastifyBaseLogger;
  lang?: Lang;
}

function createScope({ app, user, log = app.log, lang = 'zh-CN' }: ScopeParts): RequestScope {
  const db = app.database.db;
  let companies: Promise<'all' | number[]> | undefined;
  const scope: RequestScope = {
    user,
    db,
    bus: app.bus,
    log,
    lang,
    app,
    isAdmin: roles.isAdmin(user),
    isAgent: roles.isAgent(user),
    isCustomer: roles.isCustomer(user),
    mayManageDevices: roles.mayManageDevices(user),
    mayEditCompanyDisplay: roles.mayEditCompanyDisplay(user),
    mayEditPlatformRows: roles.mayEditPlatformRows(user),
    holds: (codes) => (typeof codes === 'string' ? [codes] : codes).some((code) => holdsCode(user.access, code)),
    companies: (on = db) => (companies ??= visibleCompanyIds(on, user)),
    seesCompany: async (id, on) => {
      const ids = await scope.companies(on);
      return ids === 'all' || (id !== null && ids.includes(id));
    },
    assertCompanyVisible: async (id, on) => {
      if (!(await scope.seesCompany(id, on))) throw new AppError(403, 'forbidden_tenant');
    },
    ownCompany: user.tenantId,
    isOwnCompany: (id) => user.tenantId !== null && user.tenantId === id,
    companyForNew: async (requested, { otherwise, db: on = db } = {}) => {
      const id = requested ?? user.tenantId ?? otherwise;
      if (id === null || id === undefined) throw new AppError(400, 'tenant_required');
      await scope.assertCompanyVisible(id, on);
      return id;
    },
    whereChosenCompany: (column, requested) => (requested ? sql<SqlBool>`${sql.ref(column)} = ${requested}` : sql<SqlBool>`true`),
    whereTenant: (column) => tenantVisibleTo(user, column),
    whereOwnCompany: (column) => ownCompany(user, column),
    whereSeesEveryCompany: () => seesEveryCompany(user),
    whereServed: (column, codes) => (roles.servesAsStaff(user, codes) ? tenantVisibleTo(user, column) : null),
    whereDeviceVisible: (column = 'devices.device_id') => deviceIdVisibleTo(user, column),
    whereLinkedDevicesVisible: (tenantColumn, anyLinked) =>
      roles.isCustomer(user)
        ? sql<SqlBool>`(${tenantVisibleTo(user, tenantColumn)} and ${anyLinked((column) => deviceIdVisibleTo(user, column))})`
        : tenantVisibleTo(user, tenantColumn),
    whereRowVisible: (columns) => rowVisibleTo(user, columns),
    whereUserVisible: (column = 'users.id') => users.userIdVisibleTo(user, column),
    whereLogVisible: (column) => users.logRowVisibleTo(user, column),
    visibleDeviceIds: (ids, on = db) => filterVisibleDeviceIds(on, user, ids),
    deviceSubset: async () => {
      if (!roles.isCustomer(user)) return null;
      const rows = await db.selectFrom('devices').select('device_id').where(deviceIdVisibleTo(user, 'devices.device_id')).execute();
      return new Set(rows.map((r) => r.device_id));
    },
    assertDeviceVisible: async (id) => {
      const [found] = await filterVisibleDeviceIds(db, user, [id]);
      if (!found) throw new AppError(404, 'device_not_found');
    },
    seesUser: (target) => users.canSeeUser(db, user, target),
    assertUserVisible: (target, on = db) => users.assertUserVisible(on, user, target),
    assertUserManageable: (target, on = db) => users.assertUserManageable(on, user, target),
    as: (target) => createScope({ app, user: users.asViewer(target), log, lang }),
    viewerFor: async (requestedId) => {
      const viewer = await users.viewerFor(db, user, requestedId);
      return viewer === user ? scope : createScope({ app, user: viewer, log, lang });
    },
    administeredViewer: async (requestedId) => {
      if (requestedId === undefined || requestedId === user.id) return scope;
      if (!roles.isAdmin(user) && !scope.holds(ROUTE_ACCESS.userDevices)) throw new AppError(403, 'forbidden');
      const target = await users.loadTargetUser(db, requestedId);
      await users.assertUserManageable(db, user, target);
      return scope.as(target);
    },
    audience: () => audienceOf(db, user),
  };
  return scope;
}

/** The scope of a request's caller (the session plugin's `request.scope`). */
export function scopeForRequest(app: FastifyInstance, user: SessionUser, log: FastifyBaseLogger, lang: Lang): RequestScope {
  return createScope({ app, user, log, lang });
}

/** Background work on behalf of a user (a socket's rooms, a rule run for its owner, a report mailed in the language it was asked in). */
export function scopeForUser(app: FastifyInstance, user: SessionUser, lang?: Lang): RequestScope {
  return createScope({ app, user, lang });
}

/** The platform itself (alarm engine, rule runner, simulator): sees every company, holds every code. */
export const SYSTEM_USER: SessionUser = {
  id: 0,
  userName: 'system',
  realName: null,
  userType: 'admin',
  tenantId: null,
  screenType: '',
  access: new Set(ALL_ACCESS_CODES),
  sessionId: '',
};

export function systemScope(app: FastifyInstance): RequestScope {
  return createScope({ app, user: SYSTEM_USER });
}

export type { Audience } from './audience';
export type { TargetUser } from './user-visibility';
export {
  loadTargetUser,
  assertAccountChangeAllowed,
  assertDeletable,
  assertMayCreateType,
} from './user-visibility';
