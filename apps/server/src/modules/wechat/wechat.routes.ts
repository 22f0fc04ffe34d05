import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  WECHAT_QR_SECONDS,
  WechatBindAccountBodySchema,
  WechatBindingSchema,
  WechatBindResultSchema,
  WechatConfirmBodySchema,
  WechatConfirmResultSchema,
  WechatQrBodySchema,
  WechatQrSchema,
  WechatSceneBodySchema,
  WechatSceneParamsSchema,
  WechatScanStateSchema,
} from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId, SESSION_COOKIE } from '../../plugins/auth-context';
import { setSessionCookie } from '../auth/session.cookie';
import './wechat.provider';
import {
  bindByPassword,
  bindingOf,
  bindScanTo,
  confirmScan,
  createScan,
  pollScan,
  unbind,
} from './wechat.service';

const POLL_COOKIE = 'ys_wx';

/** /register/wechat and /zhzx/bdwx: WeChat QR sign-in, registration, binding and unbinding. */
export const wechatRoutes: FastifyPluginAsyncZod = (app) => {
  const { config } = app.deps;
  const secure = config.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  const signInAs = async (reply: FastifyReply, userId: number, old: string | undefined) => {
    const token = await app.deps.sessions.create(userId);
    if (old) await app.deps.sessions.destroy(old);
    setSession(reply, token);
  };
  const setSession = (reply: FastifyReply, token: string) => setSessionCookie(reply, config, token);

  app.post(
    '/wechat/qr',
    { schema: { body: WechatQrBodySchema, response: { 200: envelopeSchema(WechatQrSchema) } } },
    async (request, reply) => {
      const { poll, qr } = await createScan(app.deps, request.body.purpose, request.userId);
      reply.setCookie(POLL_COOKIE, poll, {
        path: '/api/wechat',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: WECHAT_QR_SECONDS,
      });
      return ok(qr);
    },
  );

  app.get(
    '/wechat/qr/:scene',
    { schema: { params: WechatSceneParamsSchema, response: { 200: envelopeSchema(WechatScanStateSchema) } } },
    async (request, reply) => {
      const r = await pollScan(app.deps, request.params.scene, request.cookies[POLL_COOKIE]);
      if (r.signInUserId !== undefined)
        await signInAs(reply, r.signInUserId, request.cookies[SESSION_COOKIE]);
      return ok(r.state);
    },
  );

  // The phone's side of the sandbox; a real open platform calls back instead.
  if (config.WECHAT_PROVIDER === 'sandbox') {
    app.post(
      '/wechat/sandbox/confirm',
      {
        schema: {
          body: WechatConfirmBodySchema,
          response: { 200: envelopeSchema(WechatConfirmResultSchema) },
        },
      },
      async (request) => {
        const { scene, openid, nickname } = request.body;
        const r = await confirmScan(app.deps, scene, openid, nickname);
        return ok(r, r.msg);
      },
    );
  }

  app.post(
    '/wechat/bind_account',
    {
      schema: {
        body: WechatBindAccountBodySchema,
        response: { 200: envelopeSchema(WechatBindResultSchema) },
      },
    },
    async (request, reply) => {
      const { scene, ...creds } = request.body;
      const { token, result } = await bindByPassword(
        app.deps,
        scene,
        request.cookies[POLL_COOKIE],
        creds,
        request.ip,
      );
      const old = request.cookies[SESSION_COOKIE];
      if (old) await app.deps.sessions.destroy(old);
      setSession(reply, token);
      return ok(result, result.msg);
    },
  );

  app.post(
    '/wechat/bind_scene',
    { schema: { body: WechatSceneBodySchema, response: { 200: envelopeSchema(WechatBindResultSchema) } } },
    async (request) => {
      const r = await bindScanTo(
        app.deps,
        request.body.scene,
        request.cookies[POLL_COOKIE],
        requireUserId(request),
      );
      return ok(r, r.msg);
    },
  );

  app.get(
    '/user/wechat',
    { schema: { response: { 200: envelopeSchema(WechatBindingSchema) } } },
    async (request) => ok(await bindingOf(app.deps, requireUserId(request))),
  );

  app.delete(
    '/user/unbind_wechat',
    { schema: { response: { 200: envelopeSchema(WechatBindingSchema) } } },
    async (request) => ok(await unbind(app.deps, requireUserId(request)), '已解除微信绑定'),
  );
  return Promise.resolve();
};
