// npm run seed: migrate, insert the demo companies that are missing, refresh the demo
// clock and write the generated media.
import { seedDemo } from '../seed/index';
import { writeDemoMedia } from '../seed/media';
import { cliConfig, openCliDatabase } from './config';

const config = cliConfig();
const handle = await openCliDatabase(config);
try {
  const inserted = await seedDemo(handle.db);
  const files = await writeDemoMedia(config.dataDir);
  console.log(
    inserted.length > 0
      ? `Seeded: ${inserted.join(', ')}`
      : 'Every demo company was already present.',
    `(${handle.dialect}); ${files} media file(s) written under ${config.dataDir}/media`,
  );
} finally {
  await handle.close();
}
