import { describe, expect, it } from 'vitest';
import { APP_CSP, isVettedExternalUrl } from './policy.ts';
import { mainWindowOptions } from './window-options.ts';

describe('the main window', () => {
  it('is isolated, sandboxed and has no Node in the page', () => {
    const { webPreferences, show } = mainWindowOptions('/app/preload/index.cjs');
    expect(show).toBe(false);
    expect(webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });

  it('keeps remembered bounds', () => {
    expect(mainWindowOptions('/p', { x: 10, y: 20, width: 900, height: 700 })).toMatchObject({ x: 10, y: 20, width: 900, height: 700 });
  });

  it('has a strict Content-Security-Policy', () => {
    expect(APP_CSP).toContain("default-src 'self'");
    expect(APP_CSP).toContain("script-src 'self'");
    expect(APP_CSP).toContain("object-src 'none'");
    expect(APP_CSP).not.toContain('unsafe-inline');
    expect(APP_CSP).not.toContain('unsafe-eval');
  });

  it.each([
    ['https://checkout.stripe.com/c/pay/cs_test_1', true],
    ['http://127.0.0.1:8788/pay/abc?token=x', true],
    ['http://localhost:8788/pay/abc', true],
    ['http://example.com/pay', false],
    ['http://127.0.0.1.evil.example/pay', false],
    ['https://user:pass@example.com/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['smb://server/share', false],
    ['not a url', false],
  ])('opens %s externally: %s', (url, allowed) => {
    expect(isVettedExternalUrl(url)).toBe(allowed);
  });
});
