import { buildApp, type App } from './app';
import { loadConfig, type AppConfig } from './config';
import { firstLine } from './db/client';

/** Any start-up failure is one readable line (decision 0039), never a stack or a WebAssembly dump. */
function failStart(err: unknown): never {
  console.error(`Futsal Manager could not start: ${firstLine(err)}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // A configuration mistake is the operator's to fix: the message, no stack.
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }

  // PGlite can abort asynchronously while opening: that is a start-up failure too.
  const onStartupCrash = (err: unknown) => failStart(err);
  process.once('uncaughtException', onStartupCrash);
  process.once('unhandledRejection', onStartupCrash);
  let app: App;
  try {
    app = await buildApp(config);
  } catch (err) {
    failStart(err);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() runs the onClose hooks, which close the database after the server.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    failStart(err);
  }
  process.off('uncaughtException', onStartupCrash);
  process.off('unhandledRejection', onStartupCrash);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Futsal Manager listening on http://${shownHost}:${config.port}`);
}

void main();
