// Demo media under {dataDir}/media/{token}/ (docs/contracts.md "Demo media"), generated
// rather than downloaded so the demo works offline and ships no binary assets. Files that
// already exist are left alone, so a restart costs only a few stat calls.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { slugify } from './ids';
import { demoCompanies } from './companies/index';
import { iconPng } from './png';
import { backgroundSvg, logoSvg, productSvg } from './svg';

function writeOnce(file: string, content: () => string | Buffer): boolean {
  if (existsSync(file)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content());
  return true;
}

/** Returns how many files it wrote. */
export function writeDemoMedia(dataDir: string): Promise<number> {
  let written = 0;
  const put = (file: string, content: () => string | Buffer) => {
    if (writeOnce(file, content)) written++;
  };
  for (const demo of demoCompanies(new Date())) {
    const { token, name } = demo.company;
    const { primary, secondary } = demo.brand;
    const dir = join(dataDir, 'media', token);
    put(join(dir, 'logo.svg'), () => logoSvg(name, primary, secondary, 200));
    put(join(dir, 'logo-thumb.svg'), () => logoSvg(name, primary, secondary, 64));
    put(join(dir, 'icon-192.png'), () => iconPng(192, primary));
    put(join(dir, 'icon-512.png'), () => iconPng(512, primary));
    if (demo.brand.imageBackground) {
      put(join(dir, 'bg-desktop.svg'), () =>
        backgroundSvg(primary, secondary, 1600, 900, `${token}:desktop`),
      );
      put(join(dir, 'bg-mobile.svg'), () =>
        backgroundSvg(primary, secondary, 800, 1400, `${token}:mobile`),
      );
      put(join(dir, 'bg-desktop-thumb.svg'), () =>
        backgroundSvg(primary, secondary, 320, 180, `${token}:desktop`),
      );
      put(join(dir, 'bg-mobile-thumb.svg'), () =>
        backgroundSvg(primary, secondary, 160, 280, `${token}:mobile`),
      );
    }
    for (const category of demo.menu.categories) {
      for (const dish of category.dishes) {
        put(join(dir, 'products', `${slugify(dish.name)}.svg`), () => productSvg(dish.name));
      }
    }
  }
  return Promise.resolve(written);
}
