import { createAccount } from './accounts/accounts.ts';
import { systemClock } from './clock.ts';
import { readConfig, type CliConfig } from './config.ts';
import { openBillingDb } from './db/open.ts';
import { startBillingServer } from './server.ts';

const USAGE = 'Usage: npm run billing-server [-- create-account]';

function runCreateAccount(config: CliConfig): void {
  const db = openBillingDb(config.dbPath);
  try {
    process.stdout.write(`${JSON.stringify(createAccount(db, systemClock, config.freeCredits))}\n`);
  } finally {
    db.close();
  }
}

async function runServer(config: CliConfig): Promise<void> {
  const server = await startBillingServer({
    dbPath: config.dbPath,
    port: config.port,
    packsFile: config.packsFile,
    freeCredits: config.freeCredits,
    webhookSecret: config.webhookSecret,
    checkoutTtlSeconds: config.checkoutTtlSeconds,
    publicUrl: config.publicUrl,
  });
  console.error(`Billing server (TEST MODE), database ${config.dbPath}`);
  // Tools wait for exactly this line on stdout before they send requests.
  process.stdout.write(`Listening on ${server.url}\n`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(args: string[]): Promise<void> {
  const config = readConfig(process.env);
  if (args.length === 1 && args[0] === 'create-account') return runCreateAccount(config);
  if (args.length === 0) return runServer(config);
  console.error(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
