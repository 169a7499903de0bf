import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKGROUND_COLOR, landingBackground } from '../../domain/landing-background';
import { makeSettings } from './test-fixtures';
import type { LandingLayout } from '../../domain/types';

const body = (over: Partial<LandingLayout['body']>): LandingLayout['body'] => ({
  ...makeSettings().layout_settings.landing.body,
  ...over,
});
const images = (over: Partial<LandingLayout['body']['background_image']>) => ({
  desktop_url: null,
  mobile_url: null,
  thumbnail_desktop_url: null,
  thumbnail_mobile_url: null,
  ...over,
});

describe('landingBackground (§2.3 background)', () => {
  it.each([
    [
      'no layout: the default flat colour',
      null,
      { kind: 'flat_color', color: DEFAULT_BACKGROUND_COLOR },
    ],
    [
      'flat_color, cut to #RRGGBB (§5.8)',
      body({ background_color: '#112233FF' }),
      { kind: 'flat_color', color: '#112233' },
    ],
    [
      'gradient: degraded_1 to degraded_2',
      body({
        background_type: 'gradient',
        background_color: '#000000',
        degraded_color: { degraded_1: '#FF0000', degraded_2: '#0000FF' },
      }),
      { kind: 'gradient', from: '#FF0000', to: '#0000FF', color: '#000000' },
    ],
    [
      'image with both viewports',
      body({
        background_type: 'image',
        background_image: images({
          desktop_url: '/d.svg',
          thumbnail_desktop_url: '/dt.svg',
          mobile_url: '/m.svg',
          thumbnail_mobile_url: '/mt.svg',
        }),
      }),
      {
        kind: 'image',
        desktop: { url: '/d.svg', thumbnail: '/dt.svg' },
        mobile: { url: '/m.svg', thumbnail: '/mt.svg' },
        color: '#FFFFFF',
      },
    ],
    [
      'image with only a desktop image uses it on mobile too',
      body({ background_type: 'image', background_image: images({ desktop_url: '/d.svg' }) }),
      {
        kind: 'image',
        desktop: { url: '/d.svg', thumbnail: null },
        mobile: { url: '/d.svg', thumbnail: null },
        color: '#FFFFFF',
      },
    ],
    [
      'image with no image at all falls back to the flat colour',
      body({ background_type: 'image', background_image: images({ desktop_url: ' ' }) }),
      { kind: 'flat_color', color: '#FFFFFF' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(landingBackground(input)).toEqual(expected);
  });
});
