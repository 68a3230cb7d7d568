/**
 * `npm run server:create-admin -- <email> <full name>`: the first administrator of a team's
 * database (no demo accounts there). The password is read from ADMIN_PASSWORD, never from the
 * command line (it would stay in the shell's history and the process list). Uses the same
 * DATABASE_URL / DATA_DIR as the server and applies the migrations first.
 */
import { createAccount, ensureRoles } from '../auth/users';
import { configFrom } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';

const MIN_PASSWORD = 10;

async function main(): Promise<void> {
  const [email, ...name] = process.argv.slice(2);
  const password = process.env.ADMIN_PASSWORD ?? '';
  if (!email || !email.includes('@') || name.length === 0)
    throw new Error('Usage: ADMIN_PASSWORD=… npm run server:create-admin -- <email> <full name>');
  if (password.length < MIN_PASSWORD)
    throw new Error(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD} characters`);
  const database = openDatabase(configFrom(process.env).database);
  try {
    await migrateToLatest(database.db as never);
    await ensureRoles(database.db);
    const fullName = name.join(' ');
    const id = await createAccount(database.db, {
      email,
      password,
      fullName,
      username: email.split('@')[0],
      role: 'admin',
    });
    console.log(`Created administrator ${email} (id ${id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
