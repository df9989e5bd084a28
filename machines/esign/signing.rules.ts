/**
 * Pure rules of the e-sign step (./signing.machine.ts; portal-7.31): the e-sign address the page
 * may show in its frame (the page's own origin or an allowed e-sign origin), and the origin the
 * frame's messages must come from (services/esignFrame.ts accepts only those, and only of the four
 * known kinds).
 */
import { allowedTarget } from '../../src/rules/url';

/** The attribute that marks the page's e-sign frame, where services/esignFrame.ts finds the window its messages must come from. */
export { ESIGN_FRAME_ATTRIBUTE } from '../../services/esignFrame';

/** portal-7.31: the e-sign address the frame may show; else null. */
export function eSignTargetOf(url: string | null, pageUrl: string, allowedOrigins: readonly string[]): string | null {
  return url === null ? null : allowedTarget(url, pageUrl, allowedOrigins);
}

/** The origin a frame of this (allowed, absolute) address sends its messages from. */
export function frameOriginOf(target: string): string {
  return new URL(target).origin;
}
