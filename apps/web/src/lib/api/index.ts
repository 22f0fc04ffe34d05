export { api, http, request, type CallInput, type Method, type RequestOptions } from './client';
export { ApiError, ApiCanceledError, ApiTimeoutError, CONTRACT_PATH } from './errors';
export { installApiFeedback, type ApiFeedback } from './feedback';
export { encodeForm } from './encode';
