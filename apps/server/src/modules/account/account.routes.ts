import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateCodeBodySchema,
  CreateCodeResultSchema,
  envelopeSchema,
  PhoneParamsSchema,
  PhoneRegisteredSchema,
  RegisterBodySchema,
  RegisterResultSchema,
  ResetPasswordBodySchema,
  ResetPasswordResultSchema,
  SMS,
  Step2ResultSchema,
  Step2Schema,
  UpdateUserInfoBodySchema,
  UpdateUserInfoResultSchema,
  VerifyCodeBodySchema,
  VerifyCodeResultSchema,
} from '@shop/shared';
import { tooMany } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { clearSessionCookie, setSessionCookie } from '../auth/session.cookie';
import { requireUserId } from '../../plugins/auth-context';
import { phoneRegistered } from './account.repo';
import { registrationPhone, resetPassword, sendCode, ticketResult, verifyCode } from './account.service';
import { updateUserInfo } from './profile.service';
import { checkStep2, register } from './register.service';
import { REGISTER_COOKIE, RESET_COOKIE, TICKET_SECONDS } from './ticket';

/** Registration (/register/step1-3), password reset (/forget/step1-3), SMS codes, own details. */
export const accountRoutes: FastifyPluginAsyncZod = (app) => {
  const secure = app.deps.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  const setTicket = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, {
      path: '/api/user',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: TICKET_SECONDS,
    });

  app.post(
    '/user/create_code',
    { schema: { body: CreateCodeBodySchema, response: { 200: envelopeSchema(CreateCodeResultSchema) } } },
    async (request) =>
      ok(await sendCode(app.deps, request.body.phone, request.body.type, request.ip), '验证码已发送'),
  );

  // Spec §7: says whether the mobile is registered, and nothing more.
  app.get(
    '/user/phone/:phone',
    { schema: { params: PhoneParamsSchema, response: { 200: envelopeSchema(PhoneRegisteredSchema) } } },
    async (request) => {
      // It tells whether a mobile has an account: limited per address like the SMS sender, so
      // nobody walks a number range (200 look-ups once took 0.8 s).
      const byIp = await app.deps.limiter.hit(`phone-lookup:ip:${request.ip}`, SMS.perIpPerHour, 3_600_000);
      if (!byIp.allowed) throw tooMany('查询过于频繁，请稍后再试');
      return ok({ registered: await phoneRegistered(app.deps.database.db, request.params.phone) });
    },
  );

  app.post(
    '/user/verify_code',
    { schema: { body: VerifyCodeBodySchema, response: { 200: envelopeSchema(VerifyCodeResultSchema) } } },
    async (request, reply) => {
      const { phone, code, type } = request.body;
      const { ticket } = await verifyCode(app.deps, phone, code, type);
      setTicket(reply, type === 'register' ? REGISTER_COOKIE : RESET_COOKIE, ticket);
      return ok(ticketResult(phone), '验证成功');
    },
  );

  app.post(
    '/user/register/check',
    { schema: { body: Step2Schema, response: { 200: envelopeSchema(Step2ResultSchema) } } },
    async (request) => {
      registrationPhone(app.deps, request.cookies[REGISTER_COOKIE]);
      return ok(await checkStep2(app.deps, request.body), '用户名可以使用');
    },
  );

  app.post(
    '/user/register',
    { schema: { body: RegisterBodySchema, response: { 200: envelopeSchema(RegisterResultSchema) } } },
    async (request, reply) => {
      const phone = registrationPhone(app.deps, request.cookies[REGISTER_COOKIE]);
      const result = await register(app.deps, phone, request.body);
      // Signed in at once: the new buyer sees 资料审核中 and may browse while waiting.
      const token = await app.deps.sessions.create(result.user_id);
      reply.clearCookie(REGISTER_COOKIE, { path: '/api/user' });
      setSessionCookie(reply, app.deps.config, token);
      return ok(result, '注册成功，资料审核中');
    },
  );

  app.post(
    '/user/resetPassword',
    {
      schema: { body: ResetPasswordBodySchema, response: { 200: envelopeSchema(ResetPasswordResultSchema) } },
    },
    async (request, reply) => {
      const result = await resetPassword(app.deps, request.cookies[RESET_COOKIE], request.body.password);
      reply.clearCookie(RESET_COOKIE, { path: '/api/user' });
      clearSessionCookie(reply);
      return ok(result, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/user/updateUserInfo',
    {
      schema: {
        body: UpdateUserInfoBodySchema,
        response: { 200: envelopeSchema(UpdateUserInfoResultSchema) },
      },
    },
    async (request) => ok(await updateUserInfo(app.deps, requireUserId(request), request.body), '保存成功'),
  );
  return Promise.resolve();
};
