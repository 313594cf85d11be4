import * as migration_20261121_230337_initial from './20261121_230337_initial';
import * as migration_20261122_001547_leads_pipeline from './20261122_001547_leads_pipeline';
import * as migration_20261122_053053_media_storage_prefix from './20261122_053053_media_storage_prefix';

export const migrations = [
  {
    up: migration_20261121_230337_initial.up,
    down: migration_20261121_230337_initial.down,
    name: '20261121_230337_initial',
  },
  {
    up: migration_20261122_001547_leads_pipeline.up,
    down: migration_20261122_001547_leads_pipeline.down,
    name: '20261122_001547_leads_pipeline',
  },
  {
    up: migration_20261122_053053_media_storage_prefix.up,
    down: migration_20261122_053053_media_storage_prefix.down,
    name: '20261122_053053_media_storage_prefix'
  },
];
