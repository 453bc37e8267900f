/**
 * What the stores module needs beyond the database: the credentials box (AES-256-GCM) and the connector
 * registry (real platforms or their sandboxes). Built once per server in createServices.
 */
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { loadSecretBox, type SecretBox } from '../../connectors/crypto';
import { createConnectorRegistry, type ConnectorRegistry } from '../../connectors/registry';

export interface StoresRuntime {
  box: SecretBox;
  registry: ConnectorRegistry;
}

export async function createStoresRuntime(db: DbOrTx, config: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<StoresRuntime> {
  const box = await loadSecretBox(db, env.STORE_CREDENTIALS_KEY || undefined);
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const registry = createConnectorRegistry({
    env,
    box,
    origin: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`,
    publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
    dataDir: config.sandboxStateDir,
  });
  return { box, registry };
}
