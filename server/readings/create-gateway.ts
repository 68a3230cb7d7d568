/**
 * `npm run server:create-gateway -- <email> <name>`: an account for a field gateway and its
 * token, printed once (README "For a team"). The account's role may only post readings
 * (`POST /api/devices/{number}/readings`). Uses the same DATABASE_URL / DATA_DIR as the server and
 * applies the migrations first. Run it again for a new token; the old one stays valid until it
 * expires or is revoked.
 */
import { configFrom } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import { createGatewayToken } from './gateway-account';

async function main(): Promise<void> {
  const [email, ...name] = process.argv.slice(2);
  if (!email || !email.includes('@') || name.length === 0)
    throw new Error('Usage: npm run server:create-gateway -- <email> <name>');
  const database = openDatabase(configFrom(process.env).database);
  try {
    await migrateToLatest(database.db as never);
    const token = await createGatewayToken(database.db, { email, name: name.join(' ') });
    console.log(`Gateway ${email}: send "Authorization: Bearer ${token}" (valid for a year).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
