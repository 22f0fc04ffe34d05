import { z } from 'zod';
import { idSchema, pageSchema, pageSizeSchema } from '../site/site.schemas';

export const messagesQuery = z.object({ page: pageSchema, page_size: pageSizeSchema(10) });

export const messageIdParams = z.object({ id: idSchema('消息编号不正确') });
