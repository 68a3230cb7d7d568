/**
 * A type's counts on every device answer come from `device_type_counts` (migration 0006), kept by
 * triggers on `devices`: after writes through the API (create, a status or type change, a save
 * that moves nothing, a delete) and statements touching many rows at once, they equal what
 * counting the devices gives.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { startTestServer } from './support';

const server = startTestServer();

/** Devices of the register per type and status, counted from the devices and as kept. */
async function bothCounts() {
  const db = server.database.db;
  const counted = await sql<{ type_id: number; status: string; n: string }>`
    select type_id, status, count(*) as n from devices where deleted_at is null
    group by type_id, status order by type_id, status`.execute(db);
  const kept = await sql<{ type_id: number; status: string; n: string }>`
    select type_id, status, devices as n from device_type_counts where devices <> 0
    order by type_id, status`.execute(db);
  return {
    counted: counted.rows.map((r) => ({ ...r, n: Number(r.n) })),
    kept: kept.rows.map((r) => ({ ...r, n: Number(r.n) })),
  };
}

describe('device_type_counts', () => {
  it('starts equal to the devices counted (the migration fills it, the seed is counted)', async () => {
    const { counted, kept } = await bothCounts();
    expect(counted.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
  });

  it('stays equal through the API’s writes, and the answers carry it', async () => {
    const device = server.samples.devices.find(
      (d) => d.status === 'in_service' && !d.parentNumber,
    )!;
    const url = `/api/devices/${device.number}`;
    const before = (
      await server.call<{ type: { deviceCount: number; inServiceCount: number } }>({
        url,
        as: 'admin',
      })
    ).body.type;

    const standby = await server.call<{ type: { deviceCount: number; inServiceCount: number } }>({
      method: 'PUT',
      url,
      as: 'admin',
      payload: { status: 'standby' },
    });
    expect(standby.status).toBe(200);
    expect(standby.body.type).toMatchObject({
      deviceCount: before.deviceCount,
      inServiceCount: before.inServiceCount - 1,
    });
    expect((await bothCounts()).kept).toEqual((await bothCounts()).counted);

    // Nothing moves: no counter changes.
    const notes = await server.call({
      method: 'PUT',
      url,
      as: 'admin',
      payload: { notes: 'Seen' },
    });
    expect(notes.status).toBe(200);
    const otherType = server.samples.deviceTypes.find((t) => t.id !== device.typeId)!;
    const moved = await server.call<{ type: { id: number; deviceCount: number } }>({
      method: 'PUT',
      url,
      as: 'admin',
      payload: { typeId: otherType.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.type.id).toBe(otherType.id);
    const created = await server.call<{ number: string }>({
      method: 'POST',
      url: '/api/devices',
      as: 'admin',
      payload: {
        name: 'Counted cabinet',
        typeId: device.typeId,
        locationId: device.locationId,
      },
    });
    expect(created.status).toBe(201);
    expect((await server.call({ method: 'DELETE', url, as: 'admin' })).status).toBe(204);
    const { counted, kept } = await bothCounts();
    expect(kept).toEqual(counted);
    const after = (
      await server.call<{ type: { deviceCount: number; inServiceCount: number } }>({
        url: `/api/devices/${created.body.number}`,
        as: 'admin',
      })
    ).body.type;
    // One created in service; the saved device left (standby, then another type, then deleted).
    expect(after).toMatchObject({
      deviceCount: before.deviceCount,
      inServiceCount: before.inServiceCount,
    });
  });

  it('stays equal through statements on many rows at once', async () => {
    const db = server.database.db;
    await sql`update devices set status = 'fault' where status = 'in_service' and seq % 2 = 0`.execute(
      db,
    );
    await sql`update devices set type_id = 1 where seq % 3 = 0`.execute(db);
    await sql`update devices set deleted_at = now() where seq % 5 = 0 and deleted_at is null`.execute(
      db,
    );
    // Copies of a quarter of the devices (deleted ones too), then half of them deleted.
    await sql`insert into devices (number, name, type_id, model, manufacturer, serial_number,
        status, condition, location_id, responsible, tags, notes, nameplate, created_at,
        updated_at, version, deleted_at)
      select number || '-C', name, type_id, model, manufacturer, serial_number, status, condition,
        location_id, responsible, tags, notes, nameplate, created_at, updated_at, version, deleted_at
      from devices where seq % 4 = 0`.execute(db);
    await sql`delete from devices where number like '%-C' and seq % 2 = 0`.execute(db);
    const { counted, kept } = await bothCounts();
    expect(counted.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
  });
});
