/** The e-sign step's rules (./signing.rules.ts): the address the frame may show, and the origin its messages must come from. */
import { describe, expect, it } from 'vitest';
import { eSignTargetOf, frameOriginOf } from './signing.rules';

const page = 'https://www.bluebonnet.example/buy/?transactionId=ES-5&carrierId=LSM';

describe('the e-sign frame', () => {
  it('[portal-7.31] only the page\'s own origin or an allowed e-sign origin is framed', () => {
    expect(eSignTargetOf('https://sign.carrier.example/s/1', page, ['https://sign.carrier.example'])).toBe('https://sign.carrier.example/s/1');
    expect(eSignTargetOf('https://sign.carrier.example/s/1', page, [])).toBeNull();
    expect(eSignTargetOf('http://sign.carrier.example/s/1', page, ['https://sign.carrier.example'])).toBeNull();
    expect(eSignTargetOf('data:text/html,<p>x</p>', page, [])).toBeNull();
    expect(eSignTargetOf(null, page, [])).toBeNull();
  });

  it('[portal-7.31] the messages must come from the framed address\'s origin', () => {
    expect(frameOriginOf('https://sign.carrier.example/s/1?x=2')).toBe('https://sign.carrier.example');
  });
});
