/** The one place tests read the environment: CI sets TEST_DATABASE_URL to a real PostgreSQL. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
/** A Redis for the several-instances tests (CI: redis://127.0.0.1:6379/<db>); those tests skip without it. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;
