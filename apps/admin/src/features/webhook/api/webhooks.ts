import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  WebhookDeliveryList,
  WebhookDeliveryQuerySchema,
  WebhookEndpointBody,
  WebhookEndpointBodySchema,
  WebhookEndpointListSchema,
  WebhookEndpoint,
  WebhookSecret,
} from '@shop/shared';
import { api } from '../../../lib/api';

export type DeliveryFilter = Pick<z.input<typeof WebhookDeliveryQuerySchema>, 'status' | 'event'>;

export const ENDPOINTS_KEY = ['admin', 'webhooks'] as const;
export const useEndpoints = () =>
  useQuery({
    queryKey: ENDPOINTS_KEY,
    queryFn: () => api.get<z.infer<typeof WebhookEndpointListSchema>>('/webhooks'),
  });

export const useDeliveries = (endpointId: number | null, filter: DeliveryFilter, page: number) =>
  useQuery({
    queryKey: ['admin', 'webhooks', endpointId, 'deliveries', filter, page],
    enabled: endpointId !== null,
    queryFn: () =>
      api.get<WebhookDeliveryList, typeof WebhookDeliveryQuerySchema>(`/webhooks/${endpointId}/deliveries`, {
        ...filter,
        page,
        page_size: 20,
      }),
  });

export const createEndpoint = (body: WebhookEndpointBody) =>
  api.post<WebhookSecret, typeof WebhookEndpointBodySchema>('/webhooks', body);
export const updateEndpoint = (id: number, body: WebhookEndpointBody) =>
  api.put<WebhookEndpoint, typeof WebhookEndpointBodySchema>(`/webhooks/${id}`, body);
export const deleteEndpoint = (id: number) => api.del<null>(`/webhooks/${id}`);
export const rotateSecret = (id: number) => api.post<WebhookSecret>(`/webhooks/${id}/rotate-secret`);
export const replayDelivery = (id: number) => api.post<null>(`/webhooks/deliveries/${id}/replay`);
