import { describe, expect, it } from 'vitest';
import { retryDelayMs, RETRY_BASE_MS, RETRY_MAX_MS } from './retry';
import { signWebhook, verifyWebhookSignature } from './signature';

const SECRET = 'whsec_test_secret_0123456789';
const BODY =
  '{"id":"9b0c","event":"order.paid","created_at":"2026-11-26T08:00:00.000Z","data":{"order_no":"D1"}}';
const NOW = 1_795_000_000;

describe('webhook signature', () => {
  it('verifies the shop’s own signature of the raw body', () => {
    const header = signWebhook(SECRET, NOW, BODY);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, String(NOW), BODY, header, NOW + 10)).toBe(true);
    expect(verifyWebhookSignature(SECRET, NOW, Buffer.from(BODY), header, NOW)).toBe(true);
  });

  it('refuses a tampered body, another secret, another timestamp, a mangled or missing header', () => {
    const header = signWebhook(SECRET, NOW, BODY);
    expect(verifyWebhookSignature(SECRET, NOW, BODY.replace('D1', 'D2'), header, NOW)).toBe(false);
    expect(verifyWebhookSignature(`${SECRET}x`, NOW, BODY, header, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, NOW + 1, BODY, header, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, header.toUpperCase(), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, header.slice(0, -1), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, undefined, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, 'yesterday', BODY, header, NOW)).toBe(false);
  });

  it('refuses a timestamp older (or further ahead) than five minutes', () => {
    const header = signWebhook(SECRET, NOW, BODY);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, header, NOW + 300)).toBe(true);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, header, NOW + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, NOW, BODY, header, NOW - 301)).toBe(false);
  });
});

describe('webhook retry schedule', () => {
  it('doubles from 30 s up to two hours, each delay within a fifth of its plain value', () => {
    const plain = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => retryDelayMs(n, () => 0.5));
    expect(plain.slice(0, 5)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(plain.at(-1)).toBe(RETRY_MAX_MS);
    for (let i = 1; i < plain.length; i++) expect(plain[i]).toBeGreaterThanOrEqual(plain[i - 1]!);
    expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS * 0.8);
    expect(retryDelayMs(1, () => 0.999_999)).toBeLessThanOrEqual(RETRY_BASE_MS * 1.2);
    expect(retryDelayMs(20, () => 0.999_999)).toBeLessThanOrEqual(RETRY_MAX_MS * 1.2);
  });
});
