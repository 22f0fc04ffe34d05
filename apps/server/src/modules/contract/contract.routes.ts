import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContractSchema, envelopeSchema, SignContractBodySchema } from '@shop/shared';
import { ok } from '../../lib/reply';
import { requireUserId } from '../../plugins/auth-context';
import { getContract, signContract } from './contract.service';

/** /dzht: the annual purchase contract, read and signed online. */
export const contractRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/user/contract',
    { schema: { response: { 200: envelopeSchema(ContractSchema) } } },
    async (request) => ok(await getContract(app.deps.database.db, requireUserId(request))),
  );
  app.post(
    '/user/contract/sign',
    { schema: { body: SignContractBodySchema, response: { 200: envelopeSchema(ContractSchema) } } },
    async (request) =>
      ok(
        await signContract(app.deps, requireUserId(request), request.body.signer_name, request.ip),
        '合同签署成功',
      ),
  );
  return Promise.resolve();
};
