/** The fixed parts of the OpenAPI document: what every call shares (envelope, codes, sessions). */
import { ApiCode, SYSTEM_BUSY_MSG } from '@shop/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { TAGS } from './tags';

const DESCRIPTION = `康源医药网（医药 B2B 批发商城）的前台与后台接口。本文档由各接口的 zod 契约
（packages/shared/src/contracts）生成，服务器用同一份契约校验请求、序列化响应：契约没有列出的字段不会返回。

## 响应信封
每个接口（文件下载、支付网关回调除外）都返回 \`{ code, msg, data }\`：

| 字段 | 说明 |
|---|---|
| code | 业务码，见下表；10000 表示成功 |
| msg | 给用户看的中文提示 |
| data | 成功时为契约中的数据；失败时通常为 null，参数错误时为字段列表 |

## 错误码（需求 §8）

| code | HTTP | 含义 | 前端处理 |
|---|---|---|---|
| ${ApiCode.OK}、${ApiCode.OK_HTTP}、${ApiCode.CREATED} | 200 | 成功 | — |
| ${ApiCode.NOT_SIGNED_IN}、${ApiCode.UNAUTHORIZED} | 401 | 未登录或会话过期 | 跳转登录页 |
| ${ApiCode.CONTRACT_UNSIGNED} | 200 | 未签署电子合同 | 提示后跳转 /dzht |
| ${ApiCode.VALIDATION} | 422 | 参数不正确；msg 为第一个字段的中文提示，data 为 [{ field, msg }] | 轻提示 msg |
| ${ApiCode.BUSINESS} | 200 | 业务规则拒绝（库存不足、超出限购等） | 「温馨提示」弹窗显示 msg |
| ${ApiCode.FORBIDDEN} | 403 | 无权操作（含跨站请求） | 「温馨提示」弹窗显示 msg |
| ${ApiCode.NOT_FOUND} | 404 | 数据或接口不存在 | 「温馨提示」弹窗显示 msg |
| ${ApiCode.CONFLICT} | 409 | 状态已变化（重复提交等） | 「温馨提示」弹窗显示 msg |
| ${ApiCode.TOO_MANY} | 429 | 操作过于频繁 | 「温馨提示」弹窗显示 msg |
| ${ApiCode.SERVER} | 500 | 服务器内部错误（细节只记日志） | 轻提示「${SYSTEM_BUSY_MSG}」 |

请求超时（30 秒）时前端弹出「请求超时，请刷新页面」。

## 约定
- 金额：数据库中以分存储，接口中为两位小数的元字符串，如 "12.50"。
- 登录：前台会员会话在 Cookie \`ys_sid\`，后台操作员会话在 Cookie \`ys_admin\`（仅发往 /api/admin）。
  两种会话互不通用。后台接口另按角色权限放行，未登录 401「请先登录后台」，无权限 403。
- 跨站的写请求（POST/PUT/DELETE）一律 403；支付网关回调除外。
- 机器可读的文档：GET /api/docs/json（YAML：/api/docs/yaml），仓库中的副本：docs/openapi.json。`;

const envelope = (data: OpenAPIV3_1.SchemaObject): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: '业务码，见文档首页的错误码表' },
    msg: { type: 'string', description: '中文提示' },
    data,
  },
});

/** A refusal or failure: the envelope with a non-success code. Shared by every route's `default`. */
export const ERROR_RESPONSE = {
  description: '失败：code 不是 10000（见错误码表），data 通常为 null',
  ...envelope({ description: '失败时一般为 null' }),
  examples: [{ code: ApiCode.BUSINESS, msg: '库存不足，最多可购买 12 盒', data: null }],
};

/** Bad input: 422 with the first field's message, every field in data. */
export const VALIDATION_RESPONSE = {
  description: '参数不正确（HTTP 422）：msg 为第一个字段的中文提示，不做任何修改',
  ...envelope({
    type: 'array',
    items: {
      type: 'object',
      required: ['field', 'msg'],
      properties: {
        field: { type: 'string', description: '字段路径，如 list.0.num' },
        msg: { type: 'string' },
      },
    },
  }),
  examples: [
    {
      code: ApiCode.VALIDATION,
      msg: '请输入用户名或手机号',
      data: [{ field: 'username', msg: '请输入用户名或手机号' }],
    },
  ],
};

export const SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  buyerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ys_sid',
    description: '前台会员会话：POST /api/user/login 成功后写入（HttpOnly）',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ys_admin',
    description: '后台操作员会话：POST /api/admin/auth/login 成功后写入，路径 /api/admin',
  },
  erpToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'ERP 接口令牌：后台「系统/集成 → ERP 接口令牌」创建，只显示一次（docs/erp.md）',
  },
};

export const openapiBase = (siteName: string): Partial<OpenAPIV3_1.Document> => ({
  openapi: '3.1.0',
  info: { title: `${siteName} 接口文档`, version: '1.0.0', description: DESCRIPTION },
  // Relative: the API is on the same origin as the page serving this document, every path under /api.
  servers: [{ url: '/', description: '本站（与商城同一域名）' }],
  tags: TAGS.map((t) => ({ name: t.name, description: t.description })),
  components: {
    securitySchemes: SECURITY_SCHEMES,
    schemas: {
      Envelope: {
        ...envelope({ description: '契约中的数据' }),
        examples: [{ code: ApiCode.OK, msg: '操作成功', data: {} }],
      },
      ErrorEnvelope: ERROR_RESPONSE,
      ValidationErrorEnvelope: VALIDATION_RESPONSE,
    },
    responses: {
      Error: refResponse(ERROR_RESPONSE, 'ErrorEnvelope'),
      ValidationError: refResponse(VALIDATION_RESPONSE, 'ValidationErrorEnvelope'),
    },
  },
});

function refResponse(schema: { description: string; examples: unknown[] }, name: string) {
  return {
    description: schema.description,
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${name}` }, example: schema.examples[0] },
    },
  };
}

/**
 * The transform puts the shared failure responses on every route; here each copy becomes a reference
 * to components.responses, which keeps the document a third smaller and the diff readable.
 */
export const shareFailureResponses: SwaggerTransformObject = (input) => {
  // Named zod schemas (the recursive trees) become components; routes reference them.
  const openapiObject = jsonSchemaTransformObject(input) as Partial<OpenAPIV3_1.Document>;
  const shared: Record<string, string> = {
    [ERROR_RESPONSE.description]: '#/components/responses/Error',
    [VALIDATION_RESPONSE.description]: '#/components/responses/ValidationError',
  };
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const op of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        const ref = shared[(res as { description?: string }).description ?? ''];
        if (ref && op.responses) op.responses[status] = { $ref: ref };
      }
    }
  }
  return openapiObject;
};
