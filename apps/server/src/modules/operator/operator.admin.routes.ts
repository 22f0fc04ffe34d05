import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminLoginBodySchema,
  AdminLoginResultSchema,
  AdminPageQuerySchema,
  OkNullSchema,
  ChangePasswordBodySchema,
  OperatorCreateBodySchema,
  OperatorCreatedSchema,
  OperatorListSchema,
  OperatorMeSchema,
  OperatorResetPasswordBodySchema,
  OperatorUpdateBodySchema,
  RoleCodeParamsSchema,
  RoleCreateBodySchema,
  RoleCreatedSchema,
  RoleListSchema,
  RoleUpdateBodySchema,
  TotpActivateBodySchema,
  TotpActivatedSchema,
  TotpSetupSchema,
  adminEnvelope,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, actorOf, requireOperator } from '../../plugins/admin-context';
import { audit } from '../audit/audit';
import { clearOperatorSignInLimits, meOf, signInOperator } from './operator.service';
import {
  createOperator,
  listOperators,
  operatorUsername,
  resetPassword,
  resetSecondFactor,
  updateOperator,
} from './operators.service';
import { changeOwnPassword, totpActivate, totpSetup } from './own-account.service';
import { createRole, listRoles, updateRole } from './roles.service';

/** Operators' sign-in and own profile, and (超级管理员) operators and roles. */
export const operatorAdminRoutes: FastifyPluginAsyncZod = (app) => {
  const db = app.deps.database.db;
  const cookieOptions = {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    // Strict: the back office is never entered from a link on another site.
    sameSite: 'strict' as const,
    secure: app.deps.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    maxAge: app.deps.config.ADMIN_SESSION_ABSOLUTE_HOURS * 3600,
  };

  app.post(
    '/admin/auth/login',
    {
      config: { permission: 'public' },
      schema: { body: AdminLoginBodySchema, response: { 200: adminEnvelope(AdminLoginResultSchema) } },
    },
    async (request, reply) => {
      // The current session ends only when the new sign-in succeeded: a wrong code typed into the
      // sign-in page (or sent by a page that makes the browser post it) signs nobody out.
      const { token, me, usedRecovery } = await signInOperator(app.deps, request.body, request.ip);
      const old = request.cookies[ADMIN_COOKIE];
      if (old) await app.deps.operatorSessions.destroy(old);
      reply.setCookie(ADMIN_COOKIE, token, cookieOptions);
      return ok({ me, used_recovery_code: usedRecovery }, '登录成功');
    },
  );

  app.post(
    '/admin/auth/logout',
    { config: { permission: 'signed_in' }, schema: { response: { 200: adminEnvelope(OkNullSchema) } } },
    async (request, reply) => {
      const token = request.cookies[ADMIN_COOKIE];
      if (token) await app.deps.operatorSessions.destroy(token);
      reply.clearCookie(ADMIN_COOKIE, { path: ADMIN_COOKIE_PATH });
      return ok(null, '已退出后台');
    },
  );

  app.get(
    '/admin/auth/me',
    { config: { permission: 'signed_in' }, schema: { response: { 200: adminEnvelope(OperatorMeSchema) } } },
    async (request) => ok(meOf(requireOperator(request))),
  );

  app.get(
    '/admin/operators',
    {
      config: { permission: 'operator.manage' },
      schema: { querystring: AdminPageQuerySchema, response: { 200: adminEnvelope(OperatorListSchema) } },
    },
    async (request) => ok(await listOperators(db, request.query.page, request.query.page_size)),
  );

  app.post(
    '/admin/operators',
    {
      config: { permission: 'operator.manage' },
      schema: { body: OperatorCreateBodySchema, response: { 200: adminEnvelope(OperatorCreatedSchema) } },
    },
    async (request) =>
      ok(
        await createOperator(db, actorOf(request), request.body),
        '操作员已创建：请其用初始密码登录，修改密码并绑定身份验证器',
      ),
  );

  app.put(
    '/admin/operators/:id',
    {
      config: { permission: 'operator.manage' },
      schema: {
        params: AdminIdParamsSchema,
        body: OperatorUpdateBodySchema,
        response: { 200: adminEnvelope(OkNullSchema) },
      },
    },
    async (request) => {
      await updateOperator(db, actorOf(request), request.params.id, request.body);
      // The service ends the database sessions in its transaction; a Redis store keeps its own.
      if (request.body.disabled) await app.deps.operatorSessions.destroyAllOf(request.params.id);
      return ok(null, '已保存');
    },
  );

  app.post(
    '/admin/operators/:id/reset-password',
    {
      config: { permission: 'operator.manage' },
      schema: {
        params: AdminIdParamsSchema,
        body: OperatorResetPasswordBodySchema,
        response: { 200: adminEnvelope(OperatorCreatedSchema) },
      },
    },
    async (request) => {
      const done = await resetPassword(db, actorOf(request), request.params.id, request.body.password);
      await app.deps.operatorSessions.destroyAllOf(request.params.id);
      return ok(done, '密码已重置：下次登录须修改');
    },
  );

  app.post(
    '/admin/operators/:id/reset-2fa',
    {
      config: { permission: 'operator.manage' },
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(OperatorCreatedSchema) } },
    },
    async (request) => {
      const done = await resetSecondFactor(db, actorOf(request), request.params.id);
      // A new second factor must sign out every device, in a Redis store as well as the database.
      await app.deps.operatorSessions.destroyAllOf(request.params.id);
      return ok(done, '已重置');
    },
  );

  app.post(
    '/admin/operators/:id/unlock',
    {
      config: { permission: 'operator.manage' },
      schema: { params: AdminIdParamsSchema, response: { 200: adminEnvelope(OkNullSchema) } },
    },
    async (request) => {
      const username = await operatorUsername(db, request.params.id);
      const removed = await clearOperatorSignInLimits(app.deps, username);
      await db.transaction((tx) =>
        audit(tx, actorOf(request), {
          action: 'operator.unlock',
          targetType: 'operator',
          targetId: request.params.id,
          summary: `解除操作员 ${username} 的登录限制（清除 ${removed} 项计数）`,
        }),
      );
      return ok(null, '已解锁');
    },
  );

  app.get(
    '/admin/roles',
    {
      config: { permission: 'operator.manage' },
      schema: { response: { 200: adminEnvelope(RoleListSchema) } },
    },
    async () => ok(await listRoles(db)),
  );

  app.post(
    '/admin/roles',
    {
      config: { permission: 'operator.manage' },
      schema: { body: RoleCreateBodySchema, response: { 200: adminEnvelope(RoleCreatedSchema) } },
    },
    async (request) => ok(await createRole(db, actorOf(request), request.body), '角色已创建'),
  );

  app.put(
    '/admin/roles/:code',
    {
      config: { permission: 'operator.manage' },
      schema: {
        params: RoleCodeParamsSchema,
        body: RoleUpdateBodySchema,
        response: { 200: adminEnvelope(OkNullSchema) },
      },
    },
    async (request) => {
      await updateRole(db, actorOf(request), request.params.code, request.body);
      return ok(null, '角色已保存');
    },
  );

  app.post(
    '/admin/auth/password',
    {
      config: { permission: 'signed_in' },
      schema: { body: ChangePasswordBodySchema, response: { 200: adminEnvelope(OkNullSchema) } },
    },
    async (request) => {
      const { old_password, new_password } = request.body;
      await changeOwnPassword(db, actorOf(request), old_password, new_password);
      return ok(null, '密码已修改');
    },
  );

  app.get(
    '/admin/auth/2fa',
    { config: { permission: 'signed_in' }, schema: { response: { 200: adminEnvelope(TotpSetupSchema) } } },
    async (request) => ok(await totpSetup(db, requireOperator(request).id)),
  );

  app.post(
    '/admin/auth/2fa',
    {
      config: { permission: 'signed_in' },
      schema: { body: TotpActivateBodySchema, response: { 200: adminEnvelope(TotpActivatedSchema) } },
    },
    async (request) =>
      ok(await totpActivate(db, actorOf(request), request.body.code), '身份验证器已绑定，请抄写恢复码'),
  );
  return Promise.resolve();
};
