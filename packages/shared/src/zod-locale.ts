import { z } from 'zod';

/** Fields without a message of their own still fail in Chinese, on both sides. */
z.config(z.locales.zhCN());
