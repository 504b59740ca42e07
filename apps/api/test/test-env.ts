/** The one place tests read the environment: CI sets TEST_DATABASE_URL to a real PostgreSQL. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
