/**
 * Live readings: the WebSocket protocol at `/api/live` (ws: or wss: on the API's origin), as
 * zod schemas. JSON text frames both ways. The client subscribes to devices (and to every
 * device's alarms); the server sends readings in batches (a server for teams within ~25 ms of
 * storing them, the simulation once a second), about one per device every
 * LIVE_READING_INTERVAL_MS, and the alarms that start. The OpenAPI document describes it under
 * `x-websocket` (see openapi.ts) so a real backend can speak the same.
 */
import { z } from 'zod';

import { alarm, deviceNumber } from './devices';
import { READING_METRICS } from './devices-values';

/** The path of the socket, on the API's origin. */
export const LIVE_PATH = '/api/live';
/** About how often a subscribed device sends a reading (ms). */
export const LIVE_READING_INTERVAL_MS = 3000;
/** At most this many devices in one subscribe or unsubscribe message. */
export const MAX_LIVE_DEVICES = 500;
/** The server closes with this code when it restarts: reconnect (with backoff). */
export const LIVE_CLOSE_RESTART = 1012;
/** The biggest client message read (bytes of text); longer ones are answered with an error. */
export const MAX_LIVE_MESSAGE_CHARS = 64 * 1024;

const devices = z
  .array(deviceNumber)
  .max(MAX_LIVE_DEVICES)
  .meta({ description: `Device numbers, at most ${MAX_LIVE_DEVICES}.` });

/**
 * A subscribe and an unsubscribe carry the same fields, told apart by `type`: the devices, and
 * `alarms`, whose meaning (`alarmsMeaning`) is the message's own.
 */
const subscription = <T extends 'subscribe' | 'unsubscribe'>(type: T, alarmsMeaning: string) =>
  z.object({
    type: z.literal(type),
    devices,
    alarms: z.boolean().optional().meta({ description: alarmsMeaning }),
  });

export const liveSubscribe = subscription(
  'subscribe',
  "true: also every device's new alarms (home page, notifications).",
).meta({
  id: 'LiveSubscribe',
  description:
    'Client → server: start sending readings of these devices (added to what is already subscribed).',
});

export const liveUnsubscribe = subscription(
  'unsubscribe',
  'true: stop sending the alarms of devices not subscribed.',
).meta({
  id: 'LiveUnsubscribe',
  description: 'Client → server: stop sending readings of these devices.',
});

export const liveClientMessage = z
  .discriminatedUnion('type', [liveSubscribe, liveUnsubscribe])
  .meta({ id: 'LiveClientMessage', description: 'What a client sends on /api/live.' });
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const liveReading = z
  .object({
    device: z.string().meta({ description: 'The device number.' }),
    t: z.number().meta({ description: 'Epoch ms of the reading.' }),
    values: z.object(
      Object.fromEntries(READING_METRICS.map((m) => [m, z.number()])) as Record<
        (typeof READING_METRICS)[number],
        z.ZodNumber
      >,
    ),
    over: z.array(z.enum(READING_METRICS)).meta({
      description: "The metrics past their alarm limit (the type's thresholds, the rated current).",
    }),
  })
  .meta({
    id: 'LiveReading',
    description:
      "One reading of every metric of a device; a value at a whole minute equals the readings endpoint's point.",
  });
export type LiveReading = z.infer<typeof liveReading>;

export const liveSubscribed = z
  .object({
    type: z.literal('subscribed'),
    devices: z
      .array(z.string())
      .meta({ description: 'Accepted: existing devices in service or in fault.' }),
    ignored: z.array(z.string()).meta({
      description: 'Unknown devices, or devices that send nothing (standby, maintenance, retired).',
    }),
  })
  .meta({ id: 'LiveSubscribed', description: 'Server → client: the answer to a subscribe.' });

export const liveReadings = z
  .object({ type: z.literal('readings'), readings: z.array(liveReading) })
  .meta({
    id: 'LiveReadings',
    description:
      'Server → client: readings of subscribed devices, sorted by time. A server for teams sends what was stored within about 25 ms in one message, at once; the simulation sends what is due once a second.',
  });

export const liveAlarm = z.object({ type: z.literal('alarm'), alarm }).meta({
  id: 'LiveAlarm',
  description:
    "Server → client: an alarm that starts now (the same id, start and device as GET /api/devices/{number}/alarms will list); sent to the device's subscribers and to alarm subscribers.",
});

export const liveError = z
  .object({
    type: z.literal('error'),
    key: z.string().meta({ description: 'liveUnreadable, liveTooLarge or liveInvalid.' }),
    message: z.string(),
  })
  .meta({
    id: 'LiveError',
    description: 'Server → client: a message could not be read. The socket stays open.',
  });

/** The methods of a change a `changed` message names (the writes of the API). */
export const LIVE_CHANGE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const liveChange = z
  .object({
    method: z.enum(LIVE_CHANGE_METHODS),
    path: z.string().meta({
      description:
        'The path the write was sent to, without the query (e.g. /api/devices/24DC10001).',
    }),
  })
  .meta({ id: 'LiveChange', description: 'One write that succeeded (a 2xx answer).' });

export const liveChanged = z
  .object({
    type: z.literal('changed'),
    changes: z.array(liveChange).min(1),
  })
  .meta({
    id: 'LiveChanged',
    description:
      "Server → client: writes by anyone (any user, any instance of the server) that succeeded, those within about 50 ms in one message. Sent to every open socket, subscribed or not: the client fetches again what it shows (the cross-tab refresh, for other users). The simulation never sends it (its changes are one browser's, told between tabs).",
  });

export const liveServerMessage = z
  .discriminatedUnion('type', [liveSubscribed, liveReadings, liveAlarm, liveError, liveChanged])
  .meta({ id: 'LiveServerMessage', description: 'What the server sends on /api/live.' });
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
export type LiveSubscribed = z.infer<typeof liveSubscribed>;
export type LiveReadings = z.infer<typeof liveReadings>;
export type LiveAlarm = z.infer<typeof liveAlarm>;
export type LiveError = z.infer<typeof liveError>;
export type LiveChange = z.infer<typeof liveChange>;
export type LiveChanged = z.infer<typeof liveChanged>;

/** The `x-websocket` extension of the OpenAPI document: how to serve the protocol. */
export const LIVE_WEBSOCKET_DOC = {
  path: LIVE_PATH,
  description: `Live readings over a WebSocket (ws: or wss: on the API's origin). JSON text frames. The client sends LiveClientMessage (subscribe/unsubscribe), the server LiveServerMessage. Subscriptions add up per connection and end with it; a reconnecting client subscribes again. A server shared by a team also sends LiveChanged to every open socket after each successful write, so every open app fetches again what it shows.`,
  client: { $ref: '#/components/schemas/LiveClientMessage' },
  server: { $ref: '#/components/schemas/LiveServerMessage' },
  rates: `About one reading per subscribed device every ${LIVE_READING_INTERVAL_MS / 1000} s, spread over the interval by device and sent in batches: a server for teams sends the readings stored within about 25 ms together as soon as they are stored (a client whose socket falls more than 1 MB behind misses reading batches until it catches up; alarms still reach it), the simulation what is due once a second. Readings a gateway posts (POST /api/devices/{number}/readings) are sent as they are stored. Alarms are looked for on a 5-minute grid: at each boundary the runs past a threshold that start there are announced once.`,
  limits: `At most ${MAX_LIVE_DEVICES} devices per message and per connection (more are ignored); messages over ${MAX_LIVE_MESSAGE_CHARS / 1024} kB, not JSON or not a LiveClientMessage are answered with a LiveError and the socket stays open.`,
  closeCodes: {
    1000: 'Normal close (the client has nothing to watch).',
    [LIVE_CLOSE_RESTART]:
      'Server restart: reconnect with backoff (1, 2, 4, 8, 15 s) and subscribe again.',
  },
} as const;
