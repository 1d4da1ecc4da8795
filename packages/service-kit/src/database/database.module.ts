import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
} from '@nestjs/common';
import { SERVICE_CONFIG } from '../config/config.module';
import type { BaseConfig } from '../config/service-config';
import { DatabaseConnection } from './database-connection';
import { DATABASE } from './database.types';
import type { EmbeddedExtensionName } from './embedded-extensions';
import { openDatabase } from './open-database';

export interface DatabaseModuleOptions {
  /** The service's drizzle-kit output folder; pending migrations are applied at start. */
  migrationsFolder: string;
  /** Extensions the migrations create, loaded into the embedded engine (a server has them). */
  embeddedExtensions?: readonly EmbeddedExtensionName[];
}

@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(private readonly connection: DatabaseConnection) {}

  // Application shutdown comes after every module's destroy hook, so those may still write.
  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.connection.close();
    new Logger(DatabaseModule.name).log(`database closed${signal ? ` on ${signal}` : ''}`);
  }
}

/**
 * The service's database, opened and migrated before the app starts: `@Inject(DATABASE) db`.
 * Where it lives comes from the configuration (DATABASE_URL, DATA_DIR).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DatabaseConnection,
          inject: [SERVICE_CONFIG],
          useFactory: async (config: BaseConfig) => {
            const connection = await openDatabase({
              url: config.DATABASE_URL,
              dataDir: config.DATA_DIR,
              connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
              embeddedExtensions: options.embeddedExtensions,
            });
            try {
              await connection.migrate(options.migrationsFolder);
            } catch (error) {
              await connection.close();
              throw error;
            }
            new Logger(DatabaseModule.name).log(`database ready (${connection.description})`);
            return connection;
          },
        },
        {
          provide: DATABASE,
          inject: [DatabaseConnection],
          useFactory: (connection: DatabaseConnection) => connection.db,
        },
        DatabaseShutdown,
      ],
      exports: [DATABASE, DatabaseConnection],
    };
  }
}

/** Shorthand for `@Inject(DATABASE)`. */
export const InjectDatabase = () => Inject(DATABASE);
